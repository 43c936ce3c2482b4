import type { ItemResearch, ProgressEventData } from '@juxta/contracts';
import { initialItemStates, nextItemStates } from './item-states';

const base: ProgressEventData = {
  status: 'researching',
  message: '',
  itemsCompleted: 0,
  totalItems: 3,
  currentStep: '',
  stage: 'parsing',
  comparisonId: 'c1',
};

describe('item states', () => {
  it('moves items through waiting → searching → scoring → done and never backwards', () => {
    let states = initialItemStates(['A', 'B', 'C']);
    expect(states.map((s) => s.phase)).toEqual(['waiting', 'waiting', 'waiting']);

    states = nextItemStates(states, { ...base, stage: 'searching', item: 'A' }, 0);
    states = nextItemStates(states, { ...base, stage: 'searching', item: 'b' }, 0);
    expect(states.map((s) => s.phase)).toEqual(['searching', 'searching', 'waiting']);

    states = nextItemStates(states, { ...base, stage: 'researching', item: 'A' }, 0);
    expect(states[0].phase).toBe('scoring');

    // The step that raises the count names the finished item.
    states = nextItemStates(states, { ...base, stage: 'researching', item: 'B', itemsCompleted: 1 }, 0);
    expect(states.map((s) => s.phase)).toEqual(['scoring', 'done', 'waiting']);

    // A late "searching" step for a finished item does not move it back.
    states = nextItemStates(states, { ...base, stage: 'searching', item: 'B', itemsCompleted: 1 }, 1);
    expect(states[1].phase).toBe('done');

    states = nextItemStates(states, { ...base, stage: 'synthesizing', itemsCompleted: 3 }, 1);
    expect(states.map((s) => s.phase)).toEqual(['done', 'done', 'done']);
  });

  it('fills in an item from the result its progress event carries, and keeps it', () => {
    const research: ItemResearch = { name: 'B', description: 'B described.', overallScore: 7.5, dimensions: {}, pros: ['Fast'], cons: [], sources: [] };
    let states = initialItemStates(['A', 'B', 'C']);
    states = nextItemStates(states, { ...base, stage: 'researching', item: 'B', itemsCompleted: 1, itemResult: { index: 1, research } }, 0);
    expect(states.map((s) => [s.phase, s.research?.overallScore])).toEqual([
      ['waiting', undefined],
      ['done', 7.5],
      ['waiting', undefined],
    ]);
    states = nextItemStates(states, { ...base, stage: 'researching', item: 'A', itemsCompleted: 1 }, 1);
    expect(states[1].research).toBe(research);
    // An unknown name (renamed by the server) falls back to the position in the request.
    states = nextItemStates(states, { ...base, stage: 'researching', itemsCompleted: 2, itemResult: { index: 2, research: { ...research, name: 'Item C' } } }, 1);
    expect(states[2]).toEqual(expect.objectContaining({ phase: 'done', research: expect.objectContaining({ name: 'Item C' }) }));
  });

  it('honours itemsCompleted even when steps do not name items', () => {
    let states = initialItemStates(['A', 'B', 'C']);
    states = nextItemStates(states, { ...base, stage: 'researching', item: 'C' }, 0);
    states = nextItemStates(states, { ...base, stage: 'researching', itemsCompleted: 2 }, 0);
    // The most advanced item completes first, then the earliest.
    expect(states.map((s) => s.phase)).toEqual(['done', 'waiting', 'done']);
  });

  it('adds items it did not know about', () => {
    const states = nextItemStates([], { ...base, stage: 'searching', item: 'New' }, 0);
    expect(states).toEqual([{ name: 'New', phase: 'searching' }]);
  });
});
