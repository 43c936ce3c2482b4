import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { CorpusDocuments1763800000100 } from './1763800000100-corpus-documents';
import { ComparisonItemScores1763800000200 } from './1763800000200-comparison-item-scores';
import { StartComparisonFunction1763900000000 } from './1763900000000-start-comparison-function';
import { ComparisonVerdict1764000000000 } from './1764000000000-comparison-verdict';

/** Every migration, in order (listed rather than globbed so ts and compiled js behave alike). */
export const MIGRATIONS = [InitialSchema1763800000000, CorpusDocuments1763800000100, ComparisonItemScores1763800000200, StartComparisonFunction1763900000000, ComparisonVerdict1764000000000];
