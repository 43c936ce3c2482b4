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
import { ComparisonReviews1764000001300 } from './1764000001300-comparison-reviews';

/** Every migration, in order (listed rather than globbed so ts and compiled js behave alike). */
export const MIGRATIONS = [InitialSchema1763800000000, CorpusDocuments1763800000100, ComparisonItemScores1763800000200, StartComparisonFunction1763900000000, ComparisonStartLedger1764000000000, UserSources1764000000100, ComparisonVerdict1764000000200, ComparisonPartial1764000000300, Watches1764000000400, ApiTokens1764000000800, FeedSearchLexemes1764000000900, ComparisonLz4Compression1764000001000, ComparisonReviews1764000001300];
