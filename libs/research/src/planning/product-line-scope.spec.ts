import { ItemMatcher } from '../text/item-matcher';
import { evidenceScope } from './product-line-scope';

describe('a model matched to its product line', () => {
  const line = [{ title: 'Kindle Paperwhite review', text: 'The Kindle Paperwhite has a sharp 300 ppi screen.' }];

  it('finds the line’s documents for the model', () => {
    const m = new ItemMatcher(['Kindle Paperwhite Signature Edition', 'Kobo Clara']);
    expect(m.itemsIn('The Kindle Paperwhite has a sharp screen')).toEqual([0]);
  });

  it('labels evidence that is about the line, not the model', () => {
    expect(evidenceScope('Kindle Paperwhite Signature Edition', line)).toBe('about the Kindle Paperwhite line');
    expect(evidenceScope('Kindle Paperwhite Signature Edition', [{ title: 'Kindle Paperwhite Signature Edition review', text: '' }])).toBeUndefined();
    expect(evidenceScope('Kobo Clara', line)).toBeUndefined();
  });
});
