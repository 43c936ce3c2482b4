import { signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { ComparisonStream, StreamFailure } from '../core/comparison-stream';
import type { ItemState } from '../core/item-states';
import { ProgressPanelComponent } from './progress-panel.component';

/** The part of a ComparisonStream the panel reads. */
function fakeStream(over: { active: boolean; phase: string; failure: StreamFailure | null; items: ItemState[] }): ComparisonStream {
  return {
    active: signal(over.active),
    phase: signal(over.phase),
    failure: signal(over.failure),
    items: signal(over.items),
    progress: signal({ status: 'researching', message: '', itemsCompleted: 1, totalItems: 2, currentStep: 'searching', stage: 'searching' }),
    percent: signal(50),
    log: signal([]),
  } as unknown as ComparisonStream;
}

/** The panel's badge, and each item row as "name: state" with whether it spins. */
async function render(stream: ComparisonStream): Promise<{ badge: string; rows: string[] }> {
  const fixture = TestBed.createComponent(ProgressPanelComponent);
  fixture.componentRef.setInput('stream', stream);
  await fixture.whenStable();
  const el = fixture.nativeElement as HTMLElement;
  const rows = Array.from(el.querySelectorAll('.items > li')).map(
    (li) => `${li.querySelector('.name')?.textContent?.trim()}: ${li.querySelector('.state')?.textContent?.trim()}${li.querySelector('.spinner') ? ' (spinning)' : ''}`,
  );
  return { badge: el.querySelector('.head .badge')?.textContent?.trim() ?? '', rows };
}

describe('ProgressPanelComponent', () => {
  const items: ItemState[] = [
    { name: 'Kindle', phase: 'done' },
    { name: 'Kobo', phase: 'searching' },
  ];

  it('spins the steps of a running research', async () => {
    expect(await render(fakeStream({ active: true, phase: 'streaming', failure: null, items }))).toEqual({ badge: 'Researching', rows: ['Kindle: Done', 'Kobo: Searching (spinning)'] });
  });

  it('says Cancelled, with no step still spinning, once its owner cancelled it', async () => {
    const stream = fakeStream({ active: false, phase: 'error', failure: { message: 'Cancelled by its owner', cancelled: { itemsKept: 1, totalItems: 2 } }, items });
    expect(await render(stream)).toEqual({ badge: 'Cancelled', rows: ['Kindle: Done', 'Kobo: cancelled'] });
  });

  it('says Failed, and the unfinished step stopped, when the research failed', async () => {
    expect(await render(fakeStream({ active: false, phase: 'error', failure: { message: 'The research timed out' }, items }))).toEqual({ badge: 'Failed', rows: ['Kindle: Done', 'Kobo: stopped'] });
  });
});
