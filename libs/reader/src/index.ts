export * from './extractive-analyst';
export { OfflineCellReader } from './offline-cell-reader';
export { readSentiment, type SentimentReading } from './polarity/domain-sentiment';
export { DOMAIN_WORDS } from './polarity/domain-words';
export { dimensionsOf, explainSentence, formatExplanation, type SentenceExplanation } from './explain';
export { STAGES, type Stage, type TraceEntry } from './trace';
