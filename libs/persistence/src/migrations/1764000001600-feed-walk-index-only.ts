import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The feed's newest-first index carries each comparison's search vector (`INCLUDE (search)`), so
 * a search that reads the feed in order (FeedService's walk) tests its words against the index
 * alone, without a heap page per row read.
 *
 * Why: at 1,000,000 comparisons the walk of 1,000 rows read ~1,000 heap pages (a row's heap
 * page is where its date puts it, nowhere near the next row's) and took ~3–4 ms on its own,
 * before every search. As an index-only scan it reads ~50 index pages. The cost: the index
 * grows from ~30 MB to ~300 MB at 1M rows (the vector is ~300 bytes), and an all-visible heap
 * page is what lets a row skip the heap: rows changed since the last vacuum are still read
 * from it (as before). Same name, same keys and predicate: the plans that used it still do.
 */
export class FeedWalkIndexOnly1764000001600 implements MigrationInterface {
  name = 'FeedWalkIndexOnly1764000001600';

  async up(q: QueryRunner): Promise<void> {
    await recentIndex(q, 'INCLUDE (search)');
  }

  async down(q: QueryRunner): Promise<void> {
    await recentIndex(q, '');
  }
}

/** comparisons_feed_recent_idx as migration 1763800000000 made it, with `include`. */
async function recentIndex(q: QueryRunner, include: string): Promise<void> {
  await q.query('DROP INDEX comparisons_feed_recent_idx');
  await q.query(`
    CREATE INDEX comparisons_feed_recent_idx ON comparisons (created_at DESC, id DESC) ${include}
    WHERE is_public AND status = 'completed'`);
}
