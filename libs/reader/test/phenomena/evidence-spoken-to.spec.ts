import { itFindsNoEvidence, verdict } from '../support/two-item-reviews';

/*
 * "Not enough evidence" only when nothing speaks to the dimension (#32 item 4), and faults said
 * in words of lack or delay read as faults (item 3). Invented sentences about invented items.
 */
describe('a sentence that speaks to the dimension is evidence', () => {
  it('counts a sentence opening with the dimension\'s own name, and a chore it names is no fault', async () => {
    const v = await verdict('Velora', ['The Velora is a robot vacuum for small flats. Maintenance is simple: you empty the dustbin and rinse the filter every week.'], 'Maintenance');
    expect(v.confidence).not.toBe('none');
    expect(v.score).toBeGreaterThan(5);
  });

  it('takes plugins for extensions, and thousands of them as praise', async () => {
    const v = await verdict('Velora', ['The Velora editor has thousands of plugins for linting, themes and version control.'], 'Extensions');
    expect(v.confidence).not.toBe('none');
    expect(v.score).toBeGreaterThan(5);
  });
});

describe('a data store\'s durability', () => {
  it('is what a crash does to its data', async () => {
    const v = await verdict('Velora', ['Velora keeps its data in memory, and its persistence is optional, so a crash can lose the most recent writes.'], 'Durability');
    expect(v.confidence).not.toBe('none');
    expect(v.score).toBeLessThan(5);
  });
});

describe('a fault said in words of lack or delay', () => {
  it('reads add-ons that vary in quality as a fault, not as praise of quality', async () => {
    const v = await verdict('Velora', ['Velora extensions vary widely in quality.'], 'Extensions');
    expect(v.score).toBeLessThan(5);
  });

  it('reads everything the item is said to be missing as missing, however long the list', async () => {
    const v = await verdict('Velora', ['The Velora is missing built-in writing tools such as a thesaurus panel or smart grammar checks.'], 'Features');
    expect(v.score).toBeLessThan(5);
    expect(v.pros).toEqual([]);
  });

  it('does not carry the lack past a verdict on it', async () => {
    const v = await verdict('Velora', ['The Velora lacks a dark theme, which is annoying at night.'], 'Features');
    expect(v.score).toBeLessThan(5);
  });

  it('reads replies that can take a while as slow support', async () => {
    const v = await verdict('Velora', ['Velora support replies to paying customers can take a while.'], 'Support');
    expect(v.score).toBeLessThan(5);
    expect(v.cons).toHaveLength(1);
  });
});

describe('a sentence about another aspect moves no score', () => {
  itFindsNoEvidence([
    ['Velora is a good pick for teams that want one flexible, shared space for their notes.', 'Privacy'],
    ['Velora lacks real-time collaboration, so teams will look elsewhere.', 'Performance'],
    ['Velora is free to download and use on any laptop.', 'Features'],
  ]);
});
