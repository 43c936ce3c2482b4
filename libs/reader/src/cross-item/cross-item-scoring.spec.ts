import type { EvidenceSource, ItemAnalysis } from '@juxta/research';
import { ExtractiveAnalyst } from '../extractive-analyst';
import { amountsIn } from '../amounts/quantities';

const ITEMS = ['Velora', 'Brisko'];

function page(text: string, title: string): EvidenceSource {
  return { title, url: `https://example.test/${encodeURIComponent(title)}`, snippet: '', text, provider: 'corpus' };
}

/** Analyses each item from its own pages, then weighs them against each other. */
async function compare(pages: Record<string, EvidenceSource[]>, dimensions: string[]) {
  const analyst = new ExtractiveAnalyst();
  const evidence = ITEMS.map((item) => ({ item, sources: pages[item] ?? [] }));
  const analyses: ItemAnalysis[] = [];
  for (const e of evidence) {
    analyses.push(await analyst.analyze({ item: e.item, items: ITEMS, dimensions, category: 'consumer-electronics', evidence: e }));
  }
  const compared = await analyst.compareItems({ items: ITEMS, dimensions, category: 'consumer-electronics', evidence, analyses });
  return { alone: analyses, compared };
}

describe('amounts in review sentences', () => {
  const price = { units: { dollars: 1 }, prefixes: ['$'], better: 'lower' as const };
  const hours = { units: { hours: 1, days: 24 }, better: 'higher' as const };

  it('reads symbols, digits, thousands and number words', () => {
    expect(amountsIn('It sells for $1,299.', price).map((a) => a.value)).toEqual([1299]);
    expect(amountsIn('Expect forty hours, or twenty-four hours with noise cancelling on.', hours).map((a) => a.value)).toEqual([40, 24]);
    expect(amountsIn('It lasts 2 days.', hours).map((a) => a.value)).toEqual([48]);
  });

  it('does not take a time to do something for an amount of the thing, but reads how often it is charged as how long a charge lasts', () => {
    expect(amountsIn('It charges in two hours and needs a top-up every three days.', hours).map((a) => a.value)).toEqual([72]);
    expect(amountsIn('Plan on plugging it in every other night.', hours).map((a) => a.value)).toEqual([48]);
    expect(amountsIn('We charged ours twice a week.', hours).map((a) => a.value)).toEqual([84]);
    expect(amountsIn('Mine needs the charger about every two weeks.', hours).map((a) => a.value)).toEqual([336]);
  });

  it('reads weeks where days count, and not a difference ("by $60") as an amount', () => {
    expect(amountsIn('It lasts three weeks.', hours).map((a) => a.value)).toEqual([504]);
    expect(amountsIn('The Velora undercuts the Brisko by $60.', price)).toEqual([]);
  });

  it('turns yearly prices into monthly ones and keeps the period a price is quoted per', () => {
    expect(amountsIn('The plan costs $120 a year.', price)).toEqual([{ value: 10, at: 15, per: 'month' }]);
    expect(amountsIn('Beds start at $30 per night.', price)[0].per).toBe('night');
  });
});

describe('ExtractiveAnalyst.compareItems', () => {
  it('orders items by the prices their sources state, quoting them', async () => {
    const velora = 'The Velora costs $199 at most retailers.';
    const brisko = 'Brisko lists at $349 in the shops we checked.';
    const { alone, compared } = await compare(
      { Velora: [page(velora, 'Velora review')], Brisko: [page(brisko, 'Brisko review')] },
      ['Price'],
    );
    // Each alone: a plain price is neither praise nor blame.
    expect(alone.map((a) => a.dimensions.Price.score)).toEqual([5, 5]);
    expect(compared[0].Price.score).toBeGreaterThan(5);
    expect(compared[1].Price.score).toBeLessThan(5);
    expect(compared[0].Price.evidence.map((e) => e.quote)).toContain(velora);
    expect(compared[1].Price.evidence.map((e) => e.quote)).toContain(brisko);
  });

  it('reads "free" as an amount, cheaper than any price', async () => {
    const text = 'Velora is free for personal use, while Brisko asks $8 a month per seat.';
    const { compared } = await compare({ Velora: [page(text, 'Head to head')], Brisko: [page(text, 'Head to head')] }, ['Price']);
    expect(compared[0].Price.score).toBeGreaterThan(5);
    expect(compared[1].Price.score).toBeLessThan(5);
  });

  it('gives each item its own amount when one sentence states both', async () => {
    const text = 'On battery, the Velora managed twenty hours of playback and the Brisko a full fifty hours.';
    const { compared } = await compare({ Velora: [page(text, 'Head to head')], Brisko: [page(text, 'Head to head')] }, ['Battery life']);
    expect(compared[1]['Battery life'].score).toBeGreaterThan(compared[0]['Battery life'].score);
  });

  it('orders items by the weights their sources state, lighter first, in any unit', async () => {
    const { compared } = await compare(
      {
        Velora: [page('At 1.4 kg the Velora is no featherweight.', 'Velora review')],
        Brisko: [page('The Brisko weighs 980 grams with its cover.', 'Brisko review')],
      },
      ['Portability'],
    );
    expect(compared[1].Portability.score).toBeGreaterThan(compared[0].Portability.score);
    expect(compared[1].Portability.score).toBeGreaterThan(5);
  });

  it('lets several mild statements outweigh one gushing one', async () => {
    const { compared } = await compare(
      {
        Velora: [page('The Velora screen is sharp. Its display is good in daylight. The Velora panel is nice and bright.', 'Velora')],
        Brisko: [page('The Brisko display is simply stunning, amazing, superb.', 'Brisko')],
      },
      ['Display'],
    );
    expect(compared[0].Display.score).toBeGreaterThan(compared[1].Display.score);
  });

  it('leaves a dimension alone when only one item has evidence on it', async () => {
    const { alone, compared } = await compare(
      { Velora: [page('The Velora display is sharp and bright.', 'Velora')], Brisko: [page('Brisko comes in blue.', 'Brisko')] },
      ['Display'],
    );
    expect(compared[0].Display).toBeUndefined();
    expect(compared[1].Display).toBeUndefined();
    expect(alone[1].dimensions.Display.confidence).toBe('none');
    expect(alone[1].dimensions.Display.score).toBe(5);
  });

  it('ranks the item with the clearer advantage further apart', async () => {
    const clear = await compare(
      {
        Velora: [page('The Velora display is sharp. Its screen is bright and vivid. The panel is excellent.', 'Velora')],
        Brisko: [page('The Brisko display is dim. Its screen is grainy. The panel is poor.', 'Brisko')],
      },
      ['Display'],
    );
    const slight = await compare(
      {
        Velora: [page('The Velora display is sharp.', 'Velora')],
        Brisko: [page('The Brisko display is a little dim.', 'Brisko')],
      },
      ['Display'],
    );
    const gap = (c: typeof clear) => c.compared[0].Display.score - c.compared[1].Display.score;
    expect(gap(slight)).toBeGreaterThan(0);
    expect(gap(clear)).toBeGreaterThan(gap(slight));
  });
});

describe('amounts of both items in one sentence', () => {
  const cases: [string, string, string][] = [
    ['At $150 the Velora undercuts the Brisko by forty dollars.', 'Price', 'Velora'],
    ['Our bill went from $900 on Brisko to $400 on Velora for the same load.', 'Price', 'Velora'],
    ["The Velora weighs 2.1 kg against the Brisko's 1.3 kg.", 'Portability', 'Brisko'],
    ['Velora is $8 a month, while the Brisko costs $60 a year.', 'Price', 'Brisko'],
    ['Brisko lasts ten days between charges; the Velora needs the charger every night.', 'Battery life', 'Brisko'],
  ];
  it.each(cases)('%s', async (text, dimension, winner) => {
    const { compared } = await compare({ Velora: [page(text, 'Head to head')], Brisko: [page(text, 'Head to head')] }, [dimension]);
    const [win, lose] = winner === 'Velora' ? [compared[0], compared[1]] : [compared[1], compared[0]];
    expect(win[dimension].score).toBeGreaterThan(lose[dimension].score);
    expect(win[dimension].evidence.map((e) => e.quote)).toContain(text);
  });

  it('compares a dimension named for money ("Cost of living") only on amounts stated side by side', async () => {
    const side = 'Rent in Velora was €700 a month; in Brisko it was €1,300.';
    const { compared } = await compare({ Velora: [page(side, 'Both')], Brisko: [page(side, 'Both')] }, ['Cost of living']);
    expect(compared[0]['Cost of living'].score).toBeGreaterThan(compared[1]['Cost of living'].score);
    const apart = await compare(
      { Velora: [page('In Velora the cost of a coffee is €2.', 'Velora')], Brisko: [page('In Brisko the cost of a flat is €1,300.', 'Brisko')] },
      ['Cost of living'],
    );
    expect(apart.compared[0]['Cost of living'].score).toBe(apart.compared[1]['Cost of living'].score);
  });
});

describe('rates and units stated once', () => {
  it('orders Performance by throughput, the unit given once for both', async () => {
    const text = 'Under load the Velora served 52,000 requests per second; the Brisko managed about 30,000 on the same box.';
    const { compared } = await compare({ Velora: [page(text, 'Benchmark')], Brisko: [page(text, 'Benchmark')] }, ['Performance']);
    expect(compared[0].Performance.score).toBeGreaterThan(compared[1].Performance.score);
    expect(compared[1].Performance.evidence.map((e) => e.quote)).toContain(text);
  });

  it('does not take an unrelated count for the elided amount', async () => {
    const text = 'The Velora served 52,000 requests per second on 4 cores; the Brisko ran on 2 machines.';
    const { compared } = await compare({ Velora: [page(text, 'Benchmark')], Brisko: [page(text, 'Benchmark')] }, ['Performance']);
    expect(compared[0].Performance?.score ?? 5).toBe(compared[1].Performance?.score ?? 5);
  });
});

describe('amounts side by side, wherever the sentence was filed', () => {
  it('orders Support by how long replies took', async () => {
    const text = "Velora's chat replied in five minutes; Brisko's email took three days.";
    const { compared } = await compare({ Velora: [page(text, 'Both')], Brisko: [page(text, 'Both')] }, ['Support']);
    expect(compared[0].Support.score).toBeGreaterThan(compared[1].Support.score);
    expect(compared[1].Support.evidence.map((e) => e.quote)).toContain(text);
  });

  it('quotes a side-by-side price for the item whose part of the sentence speaks of something else', async () => {
    const text = 'Brisko sells for $3 in every corner shop; Velora costs $9 and is hard to find.';
    const { compared } = await compare({ Velora: [page(text, 'Both')], Brisko: [page(text, 'Both')] }, ['Price', 'Availability']);
    expect(compared[1].Price.score).toBeGreaterThan(compared[0].Price.score);
    expect(compared[1].Price.evidence.map((e) => e.quote)).toContain(text);
  });
});

describe('amounts whose direction depends on what they measure, or that speak on their own', () => {
  it('orders Nutrition by grams: less sugar is better, more protein is better', async () => {
    const sugar = "A Velora bar carries 22 g of sugar against Brisko's 11 g.";
    const lessSugar = await compare({ Velora: [page(sugar, 'Both')], Brisko: [page(sugar, 'Both')] }, ['Nutrition']);
    expect(lessSugar.compared[1].Nutrition.score).toBeGreaterThan(lessSugar.compared[0].Nutrition.score);
    const protein = "A Velora bar carries 22 g of protein against Brisko's 11 g.";
    const moreProtein = await compare({ Velora: [page(protein, 'Both')], Brisko: [page(protein, 'Both')] }, ['Nutrition']);
    expect(moreProtein.compared[0].Nutrition.score).toBeGreaterThan(moreProtein.compared[1].Nutrition.score);
  });

  it('reads a prompt reply as good support even when the rival states no time', async () => {
    const { compared } = await compare(
      {
        Velora: [page('Our ticket to Velora got an answer in ten minutes.', 'Velora')],
        Brisko: [page('Brisko support is offered by email.', 'Brisko')],
      },
      ['Support'],
    );
    expect(compared[0].Support.score).toBeGreaterThan(compared[1].Support.score);
  });
});

describe('a period named before the price', () => {
  it('turns "a year of it costs $96" into a monthly price', () => {
    expect(amountsIn('A year of it costs $96.', { units: { dollars: 1 }, prefixes: ['$'], better: 'lower' })).toEqual([{ value: 8, at: 19, per: 'month' }]);
  });
});

describe('units written onto their numbers', () => {
  it('reads "390g", "1.2kg" and "40h"', () => {
    const weight = { units: { g: 1, kg: 1000 }, better: 'lower' as const };
    expect(amountsIn('It weighs 390g, the dock 1.2kg.', weight).map((a) => a.value)).toEqual([390, 1200]);
    expect(amountsIn('Rated for 40h of playback.', { units: { h: 1, hours: 1 }, better: 'higher' }).map((a) => a.value)).toEqual([40]);
    expect(amountsIn('Plans start at $9.99/mo.', { units: {}, prefixes: ['$'], better: 'lower' })[0]).toMatchObject({ value: 9.99, per: 'month' });
  });
});

describe('differences are not amounts', () => {
  it('does not read "$50 cheaper" or "four hours longer" as the item\'s amount', () => {
    expect(amountsIn('It is $50 cheaper than the other, which sells for $299.', { units: {}, prefixes: ['$'], better: 'lower' }).map((a) => a.value)).toEqual([299]);
    expect(amountsIn('It lasts four hours longer, at 14 hours.', { units: { hours: 1 }, better: 'higher' }).map((a) => a.value)).toEqual([14]);
    expect(amountsIn('A 20 percent faster chip.', { units: { percent: 1 }, better: 'higher' })).toEqual([]);
  });

  it('orders by the comparison, not by the difference read as a price', async () => {
    const text = 'Velora is $50 cheaper than Brisko, which sells for $80.';
    const { compared } = await compare({ Velora: [page(text, 'Both')], Brisko: [page(text, 'Both')] }, ['Price']);
    expect(compared[0].Price.score).toBeGreaterThan(compared[1].Price.score);
  });
});

describe('an amount written as one hyphened word', () => {
  it('reads "a 20-hour battery" and "a ten-hour day"', () => {
    const hours = { units: { hours: 1, hour: 1 }, better: 'higher' as const };
    expect(amountsIn('It has a 20-hour battery.', hours).map((a) => a.value)).toEqual([20]);
    expect(amountsIn('It got through a ten-hour day.', hours).map((a) => a.value)).toEqual([10]);
  });
});
