import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { CorpusDocuments1763800000100 } from './1763800000100-corpus-documents';
import { ComparisonItemScores1763800000200 } from './1763800000200-comparison-item-scores';
import { StartComparisonFunction1763900000000 } from './1763900000000-start-comparison-function';
import { ComparisonStartLedger1764000000000 } from './1764000000000-comparison-start-ledger';
import { UserSources1764000000100 } from './1764000000100-user-sources';
import { ComparisonVerdict1764000000200 } from './1764000000200-comparison-verdict';
import { ComparisonPartial1764000000300 } from './1764000000300-comparison-partial';
import { Watches1764000000400 } from './1764000000400-watches';
import { ApiTokens1764000000800 } from './1764000000800-api-tokens';
import { FeedSearchLexemes1764000000900 } from './1764000000900-feed-search-lexemes';
import { ComparisonLz4Compression1764000001000 } from './1764000001000-comparison-lz4-compression';
import { BoundedCorpusSearch1764000001100 } from './1764000001100-bounded-corpus-search';
import { FeedSearchCategory1764000001150 } from './1764000001150-feed-search-category';
import { ComparisonRuns1764000001200 } from './1764000001200-comparison-runs';
import { FeedSearchQueryOnce1764000001300 } from './1764000001300-feed-search-query-once';
import { ComparisonReviews1764000001400 } from './1764000001400-comparison-reviews';
import { FeedWalkIndexOnly1764000001600 } from './1764000001600-feed-walk-index-only';
import { ComparisonStartedByToken1764000002950 } from './1764000002950-comparison-started-by-token';

/** Every migration, in order (listed rather than globbed so ts and compiled js behave alike). */
export const MIGRATIONS = [InitialSchema1763800000000, CorpusDocuments1763800000100, ComparisonItemScores1763800000200, StartComparisonFunction1763900000000, ComparisonStartLedger1764000000000, UserSources1764000000100, ComparisonVerdict1764000000200, ComparisonPartial1764000000300, Watches1764000000400, ApiTokens1764000000800, FeedSearchLexemes1764000000900, ComparisonLz4Compression1764000001000, BoundedCorpusSearch1764000001100, FeedSearchCategory1764000001150, ComparisonRuns1764000001200, FeedSearchQueryOnce1764000001300, ComparisonReviews1764000001400, FeedWalkIndexOnly1764000001600, ComparisonStartedByToken1764000002950];
