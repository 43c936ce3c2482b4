import { ResearchEngine } from '@juxta/research';
import type { Pool } from 'pg';
import { ExtractiveAnalyst } from '../src/extractive-analyst';
import { type CorpusDocument, CorpusSearchProvider, sqlRunnerFromPg, upsertCorpusDocument } from '@juxta/providers';
import { corpusSchema } from '../../providers/test/support/corpus-tables';

const SCHEMA = 'question_needs_spec';

/** Invented e-readers (no real-world knowledge can leak in): one lends library books and is waterproof, the other neither. */
const DOCUMENTS: CorpusDocument[] = [
  {
    title: 'Brindle Reader review',
    url: 'https://ereaders.example/brindle-reader',
    category: 'consumer-electronics',
    items: ['Brindle Reader'],
    body: [
      'The Brindle Reader is a six-inch e-reader with a warm front light.',
      'Library lending on the Brindle Reader is excellent: I borrowed library books every week, and loans arrive in seconds.',
      'The Brindle Reader is waterproof, and it survived a full dunk in the bath without a hiccup.',
      'At $139 the Brindle Reader is fairly priced for what it does.',
      'The Brindle Reader screen is sharp and evenly lit.',
    ].join(' '),
  },
  {
    title: 'Quillby Tab review',
    url: 'https://tablets.example/quillby-tab',
    category: 'consumer-electronics',
    items: ['Quillby Tab'],
    body: [
      'The Quillby Tab is a seven-inch e-reader sold through its own store.',
      'Library support on the Quillby Tab is poor, so nearly every title has to be bought.',
      'The Quillby Tab is not waterproof, and one splash in the bath killed it.',
      'The Quillby Tab costs $179, which is steep.',
      'The Quillby Tab screen is sharp and evenly lit.',
    ].join(' '),
  },
];

describe('the question decides what is compared, and the first sentence answers it (issue #32, real PostgreSQL)', () => {
  let pool: Pool;
  let engine: ResearchEngine;

  beforeAll(async () => {
    pool = await corpusSchema(SCHEMA);
    const sql = sqlRunnerFromPg(pool);
    for (const doc of DOCUMENTS) await upsertCorpusDocument(sql, doc);
    engine = new ResearchEngine({ searchProviders: [new CorpusSearchProvider(sql)], analyst: new ExtractiveAnalyst() });
  });
  afterAll(async () => {
    await pool?.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await pool?.end();
  });

  it('compares on the needs the question names and picks the item that meets them', async () => {
    const outcome = await engine.run({ items: ['Brindle Reader', 'Quillby Tab'], query: 'Which e-reader is best for reading library books in the bath?' });
    expect(outcome.dimensions).toEqual(expect.arrayContaining(['Library lending', 'Water resistance']));
    expect(outcome.verdict?.weightReasons).toEqual(
      expect.arrayContaining([
        { dimension: 'Library lending', weight: 3, reason: '“library books” in your question' },
        { dimension: 'Water resistance', weight: 3, reason: '“in the bath” in your question' },
      ]),
    );
    expect(outcome.verdict?.dimensions.find((d) => d.dimension === 'Water resistance')).toMatchObject({ decided: true, leader: 'Brindle Reader' });
    expect(outcome.summary).toMatch(/^For reading library books in the bath, Brindle Reader is the pick: it leads on library lending and water resistance\./);
  });

  it('says the sources are silent on a need rather than picking on it', async () => {
    const outcome = await engine.run({ items: ['Brindle Reader', 'Quillby Tab'], query: 'Which one protects my privacy?' });
    expect(outcome.dimensions).toContain('Privacy');
    expect(outcome.summary).toMatch(/^The sources say nothing about privacy for Brindle Reader or Quillby Tab, so they cannot answer your question on it; on the rest, /);
  });
});
