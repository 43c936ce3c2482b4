// What the engine needs from the outside: analysts, search, page reading, models.
export {
  ProviderError, type AnalysisHooks, type Analyst, type AnalystInput, type ChatMessage, type DimensionVerdict, type EvidenceSource,
  type ItemAnalysis, type ItemComparison, type ItemComparisonInput, type ItemEvidence, type LanguageModel, type ModelReply,
  type PageReader, type PageText, type ScoreTable, type SearchCache, type SearchHit, type SearchProvider, type SearchQuery,
  type StructuredRequest, type Synthesis, type SynthesisInput,
} from './ports';

// Running a comparison: searching, reading, analysing, synthesising, with progress.
export { abortable, isAbortError, ResearchAbortedError, throwIfAborted } from './engine/abort';
export { createLimiter, mapWithConcurrency, type Limiter } from './engine/concurrency';
export { MAX_SOURCE_CHARS, pagesToRead, toEvidenceSources, type EvidenceSourceOptions } from './engine/evidence-sources';
export { EngineProgressReporter } from './engine/progress-reporter';
export { dimensionQueries, overviewQuery, planQueries } from './engine/query-planner';
export { ResearchEngine, type ResearchEngineOptions, type ResearchRunOptions, type ReusableResearch } from './engine/research-engine';
export { sanitiseHits, SearchRunner, type HitRecord, type ProviderFailure, type SearchRunnerOptions } from './engine/search-runner';
export { domainAllowed, normaliseDomain, type DomainPolicy } from './engine/source-domains';
export { rankSources, urlKey } from './engine/source-ranker';

// Planning it: items, dimensions, categories, queries.
export {
  categoryOfName, detectCategory, isKnownPlace, keywordHits, scoreCategories, type CategoryClues, type CategoryScores,
} from './planning/category-detector';
export { CATEGORY_KEYWORDS, KNOWN_ITEMS, MAKERS } from './planning/category-keywords';
export { MAX_DEFAULT_DIMENSIONS, MIN_DIMENSIONS, normaliseDimensionHints, planDimensions } from './planning/dimension-planner';
export { CATEGORY_DIMENSIONS, KNOWN_DIMENSIONS, type KnownDimension, type Quantity, type WordSense } from './planning/dimension-taxonomy';
export {
  competingAspects, countDimensionHits, dimensionConcept, dimensionSearchText, dimensionTerms, dimensionWords, knownDimension, mentionsDimension, stemTerm,
  withFullDegrees, type DimensionTerms,
} from './planning/dimension-terms';
export {
  canonicalItem, expandItemKeys, expandItemsText, isAmbiguousInText, itemKey, itemKeys, itemNames, knownAliases, productLineNames,
  requestItemKey, sameItem,
} from './planning/item-aliases';
export { evidenceScope, withEvidenceScope } from './planning/product-line-scope';
export { findAliasPair, ItemAliasError, normaliseItems } from './planning/request-normalizer';
export { buildTags } from './planning/tags';

// Deciding: scores, verdicts, weights, the summary.
export { isKnownWeightKey, questionWeightReason, resolveWeights } from './verdict/dimension-weights';
export {
  askedCapability, type NeedDimension, needDimensions, needsOfQuestion, type QuestionNeed, type QuestionNeedEffect, type QuestionNeedRule, QUESTION_NEEDS,
} from './planning/question-needs';
export { answerQuestion, answerSentence, answerToNeeds, type NeedsAnswer, questionLeadIn, settledNeedsAnswer, summaryOpening } from './verdict/question-answer';
export { NEUTRAL_SCORE, normaliseScore, overallScore, roundScore } from './verdict/overall-score';
export { narrateScoreTable } from './verdict/score-table-narrative';
export { buildVerdict, decideDimension, LEAD_MARGIN, withVerdictScores } from './verdict/verdict-builder';
export {
  cleanPoints, MAX_EVIDENCE, MAX_POINT_CHARS, MAX_POINTS, noEvidenceResult, validateAnalysis, validateVerdict, validEvidence, validSetAside,
  type ValidatedItem,
} from './verdict/verdict-validator';

// Text: sentences, words, stems, item names and quotes in text.
export { capitalise, joinList, midSentence, plural, providerLabel } from './text/english';
export { ItemMatcher, type ItemMention } from './text/item-matcher';
export { parseText, type ParsedSentence } from './text/parsed-text';
export { MIN_QUOTE_CHARS, normaliseForQuoting, quoteAppearsIn, QuoteMatcher } from './text/quote-matcher';
export { splitSentences, type Sentence } from './text/sentence-splitter';
export { stemWord } from './text/stemmer';
export { foldWord, isAscii, words, wordTokens, type WordToken } from './text/text-words';

// Reviews: the author's corrections applied to the research as found, recomputed in code.
export {
  applyReviews, AUTHOR_SOURCE_TITLE, type ReviewableComparison, type ReviewContext, type ReviewedColumns, reviewedColumns, reviewedDimension, reviewedItem, type ReviewedResearch, sameQuote,
} from './reviews/apply-reviews';
export { type CellStatement, type CellReadingInput, type CellReading, type CellReader } from './reviews/cell-reader';
