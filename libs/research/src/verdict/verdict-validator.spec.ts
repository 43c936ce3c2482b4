import type { EvidenceSource } from '../ports';
import { validateVerdict } from './verdict-validator';

const sources: EvidenceSource[] = [{ title: 'Notes', url: 'https://example.test/n', snippet: '', text: 'Zorblax is fast. Quintera is slow.', provider: 'corpus' }];
const verdict = (extra: object) => ({ score: 7, summary: 's', details: 'd', pros: [], cons: [], confidence: 'low' as const, evidence: [], ...extra });

describe('validateVerdict: readings and set-aside statements', () => {
  it('keeps a well-formed reading on a quote and the statements set aside that quote a source', () => {
    const result = validateVerdict(
      'Zorblax',
      'Performance',
      verdict({
        evidence: [{ sourceIndex: 0, quote: 'Zorblax is fast.', reading: { effect: 2, because: ["'fast' +2"] } }],
        setAside: [{ sourceIndex: 0, quote: 'Quintera is slow.', why: "about another item: 'Quintera'" }],
      }),
      sources,
    );
    expect(result.evidence).toEqual([{ sourceIndex: 0, quote: 'Zorblax is fast.', reading: { effect: 2, because: ["'fast' +2"] } }]);
    expect(result.setAside).toEqual([{ sourceIndex: 0, quote: 'Quintera is slow.', why: "about another item: 'Quintera'" }]);
  });

  it('drops a malformed reading but keeps the quote, and drops set-aside statements that quote nothing', () => {
    const result = validateVerdict(
      'Zorblax',
      'Performance',
      verdict({
        evidence: [{ sourceIndex: 0, quote: 'Zorblax is fast.', reading: { effect: 'a lot', because: 'yes' } }],
        setAside: [
          { sourceIndex: 0, quote: 'Not in the source.', why: 'x' },
          { sourceIndex: 3, quote: 'Quintera is slow.', why: 'x' },
          { sourceIndex: 0, quote: 'Quintera is slow.' },
        ],
      }),
      sources,
    );
    expect(result.evidence).toEqual([{ sourceIndex: 0, quote: 'Zorblax is fast.' }]);
    expect(result.setAside).toBeUndefined();
  });

  it('keeps what was set aside on a cell left without evidence, at most five', () => {
    const many = Array.from({ length: 8 }, () => ({ sourceIndex: 0, quote: 'Quintera is slow.', why: 'about another item' }));
    const result = validateVerdict('Zorblax', 'Performance', verdict({ setAside: many }), sources);
    expect(result.confidence).toBe('none');
    expect(result.setAside).toHaveLength(5);
  });
});
