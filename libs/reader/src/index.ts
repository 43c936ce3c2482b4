export * from './extractive-analyst';
export { OfflineCellReader } from './offline-cell-reader';
export { DOMAIN_WORDS, readSentiment, type SentimentReading } from './polarity/domain-sentiment';
export { dimensionsOf, explainSentence, formatExplanation, type SentenceExplanation } from './explain';
export { STAGES, type Stage, type TraceEntry } from './trace';
