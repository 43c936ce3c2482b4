import type { ComparisonData } from '@juxta/contracts';

/** A small completed comparison for tests (and a title that must never become markup). */
export function sampleComparison(over: Partial<ComparisonData> = {}): ComparisonData {
  return {
    id: '3f9a1c2b-0000-4000-8000-000000000000',
    userId: 'u1',
    author: { name: 'Ann' },
    title: 'PostgreSQL vs MySQL',
    query: 'for a small team',
    slug: 'postgresql-vs-mysql-3f9a1c2b',
    status: 'completed',
    summary: 'PostgreSQL leads on features.',
    recommendation: 'Pick PostgreSQL.',
    items: [
      {
        name: 'PostgreSQL',
        description: 'An object-relational database.',
        overallScore: 8.1,
        dimensions: {
          performance: {
            score: 8,
            summary: 'Fast',
            details: 'Good planner',
            pros: ['Excellent query planner'],
            cons: [],
            confidence: 'high',
            evidence: [{ sourceIndex: 1, quote: 'PostgreSQL has an excellent query planner.' }],
          },
          price: {
            score: 5,
            summary: 'No evidence',
            details: '',
            pros: [],
            cons: [],
            confidence: 'none',
            evidence: [],
          },
        },
        pros: ['Excellent query planner'],
        cons: ['Vacuum needs tuning'],
        sources: [
          { title: 'Docs', url: 'https://www.postgresql.org/docs/', snippet: 'Vacuum needs tuning on busy tables.' },
          { title: 'Blog', url: 'https://example.com/pg', snippet: 'A review.' },
        ],
      },
      {
        name: 'MySQL',
        description: 'A popular database.',
        overallScore: 7.4,
        dimensions: {
          performance: {
            score: 8,
            summary: 'Fast reads',
            details: '',
            pros: [],
            cons: [],
            confidence: 'medium',
            evidence: [{ sourceIndex: 0, quote: 'Fast reads.' }],
          },
          price: {
            score: 7,
            summary: 'Free',
            details: '',
            pros: ['Free community edition'],
            cons: [],
            confidence: 'low',
            evidence: [{ sourceIndex: 0, quote: 'The community edition is free.' }],
          },
        },
        pros: ['Free community edition'],
        cons: [],
        sources: [{ title: 'javascript link', url: 'javascript:alert(1)', snippet: 'x' }],
      },
    ],
    dimensions: ['performance', 'price'],
    tags: ['databases'],
    category: 'databases',
    isPublic: true,
    viewCount: 12,
    createdAt: '2025-01-02T10:00:00.000Z',
    updatedAt: '2025-01-02T10:05:00.000Z',
    ...over,
  };
}
