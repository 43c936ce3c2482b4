import type { ItemResearch, ProgressEventData } from '@juxta/contracts';

export type ItemPhase = 'waiting' | 'searching' | 'scoring' | 'done';

export interface ItemState {
  name: string;
  phase: ItemPhase;
  /** The item's checked research, once a progress event carried it (provisional until `done`). */
  research?: ItemResearch;
}

const RANK: Record<ItemPhase, number> = { waiting: 0, searching: 1, scoring: 2, done: 3 };

export function initialItemStates(names: readonly string[]): ItemState[] {
  const seen = new Set<string>();
  const states: ItemState[] = [];
  for (const raw of names) {
    const name = raw.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    states.push({ name, phase: 'waiting' });
  }
  return states;
}

/**
 * The per-item view of a progress event. Progress snapshots say which item a step concerns
 * (`item`) and how many items are finished (`itemsCompleted`), not which ones: an item moves
 * forward with the stage of the steps that name it (searching → scoring), the item named by a
 * step that raises the count is done, and the count is always honoured (earliest items in the
 * most advanced state complete first). Phases never move backwards. An event with `itemResult`
 * fills that item in (found by name, else by its position in the request) and marks it done.
 */
export function nextItemStates(
  previous: readonly ItemState[],
  event: ProgressEventData,
  previousCompleted: number,
): ItemState[] {
  const states = previous.map((s) => ({ ...s }));
  const find = (name: string) => states.find((s) => s.name.toLowerCase() === name.trim().toLowerCase());
  const advance = (state: ItemState, phase: ItemPhase) => {
    if (RANK[phase] > RANK[state.phase]) state.phase = phase;
  };

  if (event.item && event.item.trim()) {
    let state = find(event.item);
    if (!state) {
      state = { name: event.item.trim(), phase: 'waiting' };
      states.push(state);
    }
    if (event.stage === 'searching') advance(state, 'searching');
    else if (event.stage === 'researching') {
      advance(state, event.itemsCompleted > previousCompleted ? 'done' : 'scoring');
    }
  }

  const result = event.itemResult;
  if (result && typeof result === 'object' && result.research && typeof result.research.name === 'string') {
    const state = find(result.research.name) ?? states[result.index];
    if (state) {
      state.research = result.research;
      advance(state, 'done');
    }
  }

  if (event.stage === 'synthesizing' || event.stage === 'complete' || event.status === 'completed') {
    for (const s of states) s.phase = 'done';
    return states;
  }

  let done = states.filter((s) => s.phase === 'done').length;
  for (const phase of ['scoring', 'searching', 'waiting'] as const) {
    for (const s of states) {
      if (done >= event.itemsCompleted) return states;
      if (s.phase === phase) {
        s.phase = 'done';
        done++;
      }
    }
  }
  return states;
}
