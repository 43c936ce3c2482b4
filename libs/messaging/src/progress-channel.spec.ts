import type { StreamEvent } from '@juxta/contracts';
import { parseStreamEvent, streamEventDataJson } from './progress-channel';

describe('streamEventDataJson (what an API relays as an SSE data line)', () => {
  const done = {
    event: 'done',
    data: { id: 'c1', slug: 'a-vs-b-c1', data: { title: 'A vs B', summary: 'A “leads”.\nB follows.', items: [{ name: 'A', overallScore: 7.5, pros: ['Fast \u2028'] }], usage: null } },
  };
  // As StreamEventPublisher's script writes it: the id spliced in front of JSON.stringify's text.
  const asPublished = (seq: number, partial: object) => `{"seq":${seq},${JSON.stringify(partial).slice(1)}`;

  it('is exactly JSON.stringify of the data, for a message as the publishers write it', () => {
    const event = parseStreamEvent(asPublished(12, done)) as StreamEvent;
    expect(streamEventDataJson(event)).toBe(JSON.stringify(done.data));
    expect(JSON.parse(streamEventDataJson(event))).toEqual(done.data);
  });

  it('is JSON.stringify of the data for messages laid out otherwise, and for events made in the process', () => {
    const spaced = parseStreamEvent(`{ "seq": 3, "event": "done", "data": ${JSON.stringify(done.data, null, 2)} }`) as StreamEvent;
    expect(streamEventDataJson(spaced)).toBe(JSON.stringify(done.data));
    expect(streamEventDataJson(spaced)).not.toContain('\n');
    const reordered = parseStreamEvent(JSON.stringify({ data: done.data, seq: 4, event: 'done' })) as StreamEvent;
    expect(streamEventDataJson(reordered)).toBe(JSON.stringify(done.data));
    const extra = parseStreamEvent(`${asPublished(5, done).slice(0, -1)},"more":1}`) as StreamEvent;
    expect(streamEventDataJson(extra)).toBe(JSON.stringify(done.data));
    const renumbered = { ...(parseStreamEvent(asPublished(6, done)) as StreamEvent), data: { id: 'c2', slug: 's', data: {} } } as StreamEvent;
    expect(streamEventDataJson(renumbered)).toBe(JSON.stringify(renumbered.data));
  });
});
