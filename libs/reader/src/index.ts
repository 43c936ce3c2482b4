export * from './extractive-analyst';
export { DOMAIN_WORDS, readSentiment, type SentimentReading } from './polarity/domain-sentiment';
