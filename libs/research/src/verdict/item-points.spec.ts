import type { DimensionVerdict, ItemAnalysis } from '../ports';
import { withConsFromStatements } from './item-points';

function cell(evidence: { quote: string; effect?: number }[]): DimensionVerdict {
  return {
    score: 5,
    summary: '',
    details: '',
    pros: [],
    cons: [],
    confidence: 'medium',
    evidence: evidence.map(({ quote, effect }) => ({ sourceIndex: 0, quote, ...(effect === undefined ? {} : { reading: { effect, because: [] } }) })),
  };
}

describe('an item\'s cons gather its negative statements', () => {
  it('adds a statement that counts against the item once it was weighed against a rival, strongest first', () => {
    const analysis: ItemAnalysis = {
      description: '',
      pros: ['Oat Gold tastes creamy.'],
      cons: ['Oat Gold separates in coffee.'],
      dimensions: {
        Taste: cell([{ quote: 'Oat Gold tastes creamy.', effect: 1.5 }]),
        Price: cell([{ quote: 'Oat Gold costs more than twice what store-brand oat milk does.', effect: -2.4 }]),
        Texture: cell([{ quote: 'Oat Gold separates in coffee.', effect: -1 }]),
      },
    };
    const out = withConsFromStatements(analysis);
    expect(out.cons).toEqual(['Oat Gold costs more than twice what store-brand oat milk does.', 'Oat Gold separates in coffee.']);
    expect(out.pros).toEqual(['Oat Gold tastes creamy.']);
  });

  it('moves a point whose statement now weighs for the item out of the cons', () => {
    const analysis: ItemAnalysis = {
      description: '',
      pros: [],
      cons: ['Oat Gold is priced at $3 a litre.'],
      dimensions: { Price: cell([{ quote: 'Oat Gold is priced at $3 a litre.', effect: 1 }]) },
    };
    expect(withConsFromStatements(analysis).cons).toEqual([]);
  });

  it('leaves a model\'s analysis (evidence without readings) as it wrote it', () => {
    const analysis: ItemAnalysis = { description: '', pros: ['light'], cons: ['pricey'], dimensions: { Price: cell([{ quote: 'It is pricey.' }]) } };
    expect(withConsFromStatements(analysis)).toBe(analysis);
  });
});
