import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stemWord } from '@juxta/research';
import { DataSource } from 'typeorm';

/**
 * What ANALYZE last saw of the comparisons' search vectors: the lexemes it found most common and
 * the lowest frequency it lists (a lexeme it does not list occurs in fewer comparisons than that).
 */
export interface SearchWordStatistics {
  /** The most common lexemes, sorted by code unit (JavaScript's default sort, which `beginsAny`'s search relies on). */
  common: string[];
  /** The share of comparisons the least common listed lexeme occurs in. */
  lowestListedShare: number;
}

/** How long a snapshot of the statistics serves before it is read again (ANALYZE runs far less often). */
const SNAPSHOT_MS = 5 * 60_000;

/**
 * A prefix shorter than this may stand for many lexemes none of which ANALYZE lists, which
 * together fill a page: it is never called rare. At five letters a prefix covers a handful.
 */
const SHORTEST_RARE_PREFIX = 5;

/** How many lexemes a rare prefix of that length is taken to stand for at most (the 1M-row benchmark's rare name: 6). */
const LEXEMES_PER_RARE_PREFIX = 8;

/**
 * Whether a search of one word certainly finds fewer than `want` matches in the first `rows` rows of
 * the feed: neither the word nor its English stem begins any lexeme ANALYZE lists as common, so
 * each lexeme it stands for occurs in under `lowestListedShare` of comparisons, and even
 * LEXEMES_PER_RARE_PREFIX of them would give fewer than `want` in `rows`. `words` is the feed's
 * prefix query (`word:*`).
 */
export function isRareSearch(words: string, stats: SearchWordStatistics | undefined, rows: number, want: number): boolean {
  const single = /^([\p{L}\p{N}]+):\*$/u.exec(words);
  if (!stats || !single || single[1].length < SHORTEST_RARE_PREFIX) return false;
  if (rows * stats.lowestListedShare * LEXEMES_PER_RARE_PREFIX >= want) return false;
  const forms = new Set([single[1], stemWord(single[1])]);
  return ![...forms].some((form) => beginsAny(stats.common, form));
}

/** Whether any of the sorted `lexemes` begins with `prefix`. */
function beginsAny(lexemes: readonly string[], prefix: string): boolean {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (lexemes[mid] < prefix) low = mid + 1;
    else high = mid;
  }
  return low < lexemes.length && lexemes[low].startsWith(prefix);
}

/**
 * The statistics Postgres keeps on the search vectors (pg_stats, refreshed by autovacuum's
 * ANALYZE), read at most every five minutes, in the background: a search never waits for them,
 * and without them (no ANALYZE yet, no permission) every search walks the feed first, as before.
 */
@Injectable()
export class CommonSearchWords {
  private readonly log = new Logger(CommonSearchWords.name);
  private stats: SearchWordStatistics | undefined;
  private readAt = -Infinity;
  private reading: Promise<void> | undefined;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The latest snapshot, starting a new read when it is older than five minutes. */
  current(): SearchWordStatistics | undefined {
    if (Date.now() - this.readAt > SNAPSHOT_MS && !this.reading) void this.refresh();
    return this.stats;
  }

  /** Reads the statistics now (the feed calls it in the background; a benchmark or test awaits it). */
  async refresh(): Promise<void> {
    this.readAt = Date.now();
    this.reading = (async () => {
      try {
        // most_common_elem_freqs ends with three summary figures (lowest, highest, empty share).
        const rows: { common: string[] | null; freqs: number[] | null }[] = await this.db.query(
          `SELECT most_common_elems::text::text[] AS common, most_common_elem_freqs AS freqs
             FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'comparisons' AND attname = 'search'`,
        );
        const row = rows[0];
        const listed = row?.common?.length ?? 0;
        this.stats = row?.common && row.freqs && listed ? { common: [...row.common].sort(), lowestListedShare: Math.min(...row.freqs.slice(0, listed)) } : undefined;
      } catch (error) {
        this.log.warn(`search word statistics not read: ${(error as Error).message}`);
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }
}
