export {
  type AnalysisHooks, type Analyst, type AnalystInput, type DimensionVerdict, type EvidenceSource, type ItemAnalysis, type ItemComparison,
  type ItemComparisonInput, type ItemEvidence, type ScoreTable, type Synthesis, type SynthesisInput,
} from './analyst';
export { type ChatMessage, type LanguageModel, type ModelReply, type StructuredRequest } from './language-model';
export { type PageReader, type PageText } from './page-reader';
export { type SearchCache } from './search-cache';
export { ProviderError, type SearchHit, type SearchProvider, type SearchQuery } from './search-provider';
