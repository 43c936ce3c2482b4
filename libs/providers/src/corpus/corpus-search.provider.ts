import { dimensionSearchText, itemKey, itemKeys, itemNames, productLineNames, ProviderError, type SearchHit, type SearchProvider, type SearchQuery } from '@juxta/research';
import { isCategory } from '@juxta/contracts';
import type { SqlRunner } from './sql-runner';
import { STORED_TEXT_PATH } from './stored-document-reader';

/** A corpus hit also says what the document is about, so callers can check attribution. */
export interface CorpusSearchHit extends SearchHit {
  /** The item names in the document's front matter. */
  items: string[];
  /** Added by a user (issue #15) rather than the operator's corpus. */
  addedByUser?: boolean;
}

interface Row {
  id: string;
  url: string;
  title: string;
  category: string;
  items: string[];
  body: string;
  tier: number;
  snippet: string;
  added_by_user: boolean;
  added_by_searcher: boolean;
}

/** Where the API serves a stored corpus document as plain text (the backend's corpus controller). */
export function corpusDocumentTextPath(id: string): string {
  return `/api/corpus/documents/${id}/text`;
}


export interface CorpusSearchOptions {
  /** This server's public address (PUBLIC_URL), so links to stored documents work outside the app (exports). */
  publicUrl?: string;
}

const MAX_LIMIT = 50;
// Names shorter than this ("Go", "R", "C#", "JS") are matched by item only: as words they
// are too common (and "going" stems to "go") for text search to mean the item.
const MIN_TEXT_MATCH_CHARS = 3;

// Match tiers, best first. Documents about the item (tiers 0–2) always beat documents that
// merely mention it (tier 3), and mentions are used only when nothing is about the item:
// a MySQL page saying "simpler than PostgreSQL" is not evidence about PostgreSQL.
const SEARCH_SQL = `
WITH q AS (
  SELECT
    CASE WHEN $3 = '' THEN NULL
         ELSE NULLIF(replace(plainto_tsquery('english', $3)::text, ' & ', ' | '), '')::tsquery END AS dq,
    (SELECT string_agg('(' || t::text || ')', ' | ')
       FROM (SELECT phraseto_tsquery('english', n) AS t FROM unnest($4::text[]) AS n) AS names
      WHERE t::text <> '')::tsquery AS iq
), ranked AS (
  SELECT d.id, d.url, d.title, d.category, d.items, d.body, q.dq, q.iq, d.owner_id IS NOT NULL AS added_by_user,
    d.owner_id IS NOT NULL AND d.owner_id = $6::uuid AS added_by_searcher,
    CASE WHEN d.item_keys && $1::text[] THEN 0
         WHEN d.item_keys && $2::text[] THEN 1
         WHEN ts_filter(d.search, '{a}') @@ q.iq THEN 2
         ELSE 3 END AS tier,
    coalesce(ts_rank_cd(d.search, q.dq, 1), 0) AS dim_rank,
    coalesce(ts_rank_cd(d.search, q.iq, 1), 0) AS item_rank
  FROM corpus_documents d CROSS JOIN q
  WHERE (d.item_keys && $1::text[] OR d.item_keys && $2::text[] OR d.search @@ q.iq)
    -- A user's source serves only its owner's research, unless the owner shared it.
    AND (d.owner_id IS NULL OR d.is_shared OR d.owner_id = $6::uuid)
  ORDER BY tier, dim_rank DESC, item_rank DESC, d.title, d.url
  LIMIT $5
)
SELECT id, url, title, category, items, body, tier, added_by_user, coalesce(added_by_searcher, false) AS added_by_searcher,
  ts_headline('english', body,
    CASE WHEN tier = 3 THEN coalesce(iq, dq) ELSE coalesce(dq, iq) END,
    'StartSel="", StopSel="", MaxWords=45, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "') AS snippet
FROM ranked
ORDER BY tier, dim_rank DESC, item_rank DESC, title, url`;

/**
 * Full-text search over the corpus_documents table: the default search provider, which
 * needs no network. Documents tagged with the item (by any of its names) come first, ranked
 * by how well they match the dimension's words; hits carry the whole document as content.
 */
export class CorpusSearchProvider implements SearchProvider {
  readonly name = 'corpus';
  readonly needsPageReader = false;
  // Not cached (issue #15): a cached answer hid imports and added sources for
  // SEARCH_CACHE_TTL_SECONDS, and with private sources the answer depends on who asks. Measured
  // on the starter corpus: 1.3 ms a query against 0.06 ms for a cache hit, i.e. ~20 ms of
  // Postgres time for a 2-item, 6-dimension comparison — cheap next to the rest of the research.
  readonly local = true;

  constructor(
    private readonly sql: SqlRunner,
    private readonly options: CorpusSearchOptions = {},
  ) {}

  /** Finds documents about the query's item, best matches for its dimension first. */
  async search(query: SearchQuery, signal?: AbortSignal): Promise<CorpusSearchHit[]> {
    signal?.throwIfAborted();
    const item = (query.item || query.text || '').trim();
    if (!item) return [];
    const names = itemNames(item);
    const exactKeys = itemKeys(item);
    const lineKeys = productLineNames(item)
      .flatMap((line) => itemKeys(line))
      .filter((key) => !exactKeys.includes(key));
    const textNames = names.filter((n) => n.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_TEXT_MATCH_CHARS);
    const dimensionText = [query.dimension ? dimensionSearchText(query.dimension) : '', withoutNames(query.text ?? '', names)]
      .join(' ')
      .trim();
    const limit = Number.isFinite(query.limit) ? Math.min(MAX_LIMIT, Math.max(1, Math.floor(query.limit))) : 10;

    let rows: Row[];
    try {
      rows = await this.sql.query<Row>(SEARCH_SQL, [exactKeys, lineKeys, dimensionText, textNames, limit, query.ownerId ?? null]);
    } catch (err) {
      throw new ProviderError(this.name, `corpus search failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    signal?.throwIfAborted();

    const about = rows.filter((r) => Number(r.tier) <= 2);
    const chosen = about.length ? about : rows;
    return chosen.map((r) => {
      const snippet = cleanSnippet(r.snippet) || leadSnippet(r.body);
      // A document that only mentions the item lends just the sentences that name it.
      const content = Number(r.tier) === 3 ? sentencesNaming(r.body, names) || snippet : r.body;
      // The stored copy is what the quotes come from; the vendor or user page stays as `url`
      // (the original). A pasted text or file given no page already has its stored copy as its
      // address (kept, so reruns cite the same address).
      const pageless = r.added_by_user && STORED_TEXT_PATH.test(r.url);
      const documentUrl = pageless ? r.url : `${(this.options.publicUrl ?? '').replace(/\/+$/, '')}${corpusDocumentTextPath(r.id)}`;
      return {
        title: r.title,
        url: r.url,
        snippet,
        content,
        provider: this.name,
        items: r.items,
        // Users' sources are stored as 'other': they declare nothing about what they compare.
        ...(!r.added_by_user && isCategory(r.category) ? { category: r.category } : {}),
        documentUrl,
        ...(r.added_by_user ? { addedByUser: true } : {}),
        ...(r.added_by_searcher ? { addedByAuthor: true } : {}),
      };
    });
  }
}

/** The query text with the item's names taken out, leaving the dimension words. */
function withoutNames(text: string, names: string[]): string {
  let rest = ` ${text} `;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(name)}(?=$|[^\\p{L}\\p{N}+#])`, 'giu'), '$1 ');
  }
  return rest.replace(/\s+/g, ' ').trim();
}

function sentencesNaming(body: string, names: string[]): string {
  // Joined spellings ("nodejs", "vscode") count too, but not short keys: "go" is also a verb.
  const keys = new Set(names.map(itemKey).filter((k) => k.length >= MIN_TEXT_MATCH_CHARS));
  const patterns = names.map((n) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(n)}($|[^\\p{L}\\p{N}+#])`, 'iu'));
  return body
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s && (patterns.some((p) => p.test(s)) || s.split(/\s+/).some((w) => keys.has(itemKey(w)))))
    .join(' ');
}

function cleanSnippet(snippet: string | null): string {
  return (snippet ?? '').replace(/\s+/g, ' ').trim();
}

/** The document's opening sentences, for hits no query word can highlight. */
function leadSnippet(body: string, maxChars = 240): string {
  let out = '';
  for (const sentence of body.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s+/)) {
    if (out && out.length + sentence.length + 1 > maxChars) break;
    out = out ? `${out} ${sentence}` : sentence;
  }
  return out.length > maxChars ? `${out.slice(0, maxChars - 1).trimEnd()}…` : out;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
