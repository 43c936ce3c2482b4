import { type StreamEvent } from '@juxta/contracts';
import { type SseEvent, SseDecoder, readSseStream } from './sse-decoder';
import { readStreamEvents } from './sse-events';

const encoder = new TextEncoder();

/** A fetch body that delivers these chunks, then ends or fails like a cut connection. */
function streamBody(script: { chunks: (string | Uint8Array)[]; end?: 'close' | 'error' }): ReadableStream<Uint8Array> {
  const queue = script.chunks.map((c) => (typeof c === 'string' ? encoder.encode(c) : c));
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else if (script.end === 'error') controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
}

/** A stream like the API's: ids, event names, a ping, multi-byte text (2-, 3- and 4-byte UTF-8), LF and CRLF. */
const SAMPLE =
  ': connected\n\n' +
  'id: 1\nevent: progress\ndata: {"message":"Planning — café","itemsCompleted":0}\n\n' +
  ': ping\n\n' +
  'id: 2\r\nevent: progress\r\ndata: {"message":"Searching 日本語 🚀","itemsCompleted":1}\r\n\r\n' +
  'id: 3\nevent: done\ndata: {"slug":"a-vs-b-3f9a1c2b","title":"Ça marche ✓"}\n\n';

const EXPECTED_EVENTS: SseEvent[] = [
  { id: '1', event: 'progress', data: '{"message":"Planning — café","itemsCompleted":0}' },
  { id: '2', event: 'progress', data: '{"message":"Searching 日本語 🚀","itemsCompleted":1}' },
  { id: '3', event: 'done', data: '{"slug":"a-vs-b-3f9a1c2b","title":"Ça marche ✓"}' },
];
const EXPECTED_COMMENTS = ['connected', 'ping'];

function decode(chunks: Uint8Array[]): { events: SseEvent[]; comments: string[]; lastEventId: string | null } {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const decoder = new SseDecoder({ onEvent: (e) => events.push(e), onComment: (c) => comments.push(c) });
  for (const chunk of chunks) decoder.feed(chunk);
  decoder.end();
  return { events, comments, lastEventId: decoder.lastEventId };
}

describe('SseDecoder', () => {
  const bytes = encoder.encode(SAMPLE);

  it('sample really contains multi-byte characters and CRLF', () => {
    expect(bytes.length).toBeGreaterThan(SAMPLE.length);
    expect(SAMPLE).toContain('\r\n');
  });

  it('parses the whole stream in one chunk', () => {
    const result = decode([bytes]);
    expect(result.events).toEqual(EXPECTED_EVENTS);
    expect(result.comments).toEqual(EXPECTED_COMMENTS);
    expect(result.lastEventId).toBe('3');
  });

  it('gives the same events with a chunk boundary at every byte position', () => {
    for (let i = 1; i < bytes.length; i++) {
      const result = decode([bytes.slice(0, i), bytes.slice(i)]);
      expect({ at: i, ...result }).toEqual({ at: i, events: EXPECTED_EVENTS, comments: EXPECTED_COMMENTS, lastEventId: '3' });
    }
  });

  it('gives the same events with two boundaries at every pair of positions in a CRLF, multi-byte region', () => {
    // The second event (CRLF endings, 3- and 4-byte characters) with room around it.
    const start = encoder.encode(SAMPLE.slice(0, SAMPLE.indexOf('id: 2'))).length - 2;
    const end = encoder.encode(SAMPLE.slice(0, SAMPLE.indexOf('id: 3'))).length + 2;
    for (let i = start; i < end; i++) {
      for (let j = i + 1; j < end; j++) {
        const result = decode([bytes.slice(0, i), bytes.slice(i, j), bytes.slice(j)]);
        expect(result.events).toEqual(EXPECTED_EVENTS);
      }
    }
  });

  it('gives the same events when fed one byte at a time', () => {
    const chunks = Array.from(bytes, (b) => Uint8Array.of(b));
    expect(decode(chunks).events).toEqual(EXPECTED_EVENTS);
  });

  it('never emits a replacement character for a split multi-byte character', () => {
    const rocket = encoder.encode('id: 9\nevent: progress\ndata: {"m":"🚀"}\n\n');
    const at = rocket.indexOf(0xf0) + 2; // inside the 4-byte sequence
    const { events } = decode([rocket.slice(0, at), rocket.slice(at)]);
    expect(events).toEqual([{ id: '9', event: 'progress', data: '{"m":"🚀"}' }]);
    expect(events[0].data).not.toContain('\uFFFD');
  });

  it('remembers the last id for events without one and defaults the type to "message"', () => {
    const { events } = decode([encoder.encode('id: 4\ndata: a\n\ndata: b\n\n')]);
    expect(events).toEqual([
      { id: '4', event: 'message', data: 'a' },
      { id: '4', event: 'message', data: 'b' },
    ]);
  });

  it('drops an event whose closing blank line never came (the stream was cut)', () => {
    const { events, lastEventId } = decode([encoder.encode('id: 1\nevent: progress\ndata: {}\n\nid: 2\nevent: progress\ndata: {"x":')]);
    expect(events).toEqual([{ id: '1', event: 'progress', data: '{}' }]);
    expect(lastEventId).toBe('1');
  });

  it('handles a lone CR at the end of a chunk followed by LF in the next', () => {
    const { events } = decode([encoder.encode('id: 5\r'), encoder.encode('\nevent: progress\r'), encoder.encode('\ndata: x\r'), encoder.encode('\n\r\n')]);
    expect(events).toEqual([{ id: '5', event: 'progress', data: 'x' }]);
  });
});

describe('readSseStream', () => {
  it('reads a fetch body to its end', async () => {
    const bytes = encoder.encode(SAMPLE);
    const chunks = [bytes.slice(0, 7), bytes.slice(7, 90), bytes.slice(90, 91), bytes.slice(91)];
    const events: SseEvent[] = [];
    const comments: string[] = [];
    await readSseStream(streamBody({ chunks }), { onEvent: (e) => events.push(e), onComment: (c) => comments.push(c) });
    expect(events).toEqual(EXPECTED_EVENTS);
    expect(comments).toEqual(EXPECTED_COMMENTS);
  });

  it('delivers the events received before a connection failure, then rejects', async () => {
    const events: SseEvent[] = [];
    const body = streamBody({ chunks: [SAMPLE.slice(0, SAMPLE.indexOf('id: 2'))], end: 'error' });
    await expect(readSseStream(body, { onEvent: (e) => events.push(e) })).rejects.toThrow();
    expect(events).toEqual([EXPECTED_EVENTS[0]]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const events: SseEvent[] = [];
    const body = streamBody({ chunks: [SAMPLE] });
    controller.abort();
    await expect(readSseStream(body, { onEvent: (e) => events.push(e) }, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toEqual([]);
  });
});

describe('readStreamEvents (the client\'s typed stream)', () => {
  it('yields the comparison events with their sequence numbers, skipping comments, whatever the chunking', async () => {
    const bytes = encoder.encode(SAMPLE);
    const events: StreamEvent[] = [];
    for await (const event of readStreamEvents(streamBody({ chunks: Array.from(bytes, (b) => Uint8Array.of(b)) }))) events.push(event);
    expect(events.map((e) => [e.seq, e.event])).toEqual([
      [1, 'progress'],
      [2, 'progress'],
      [3, 'done'],
    ]);
    expect(events[1].data).toMatchObject({ message: 'Searching 日本語 🚀' });
  });

  it('yields what arrived before a cut, then throws', async () => {
    const events: StreamEvent[] = [];
    const read = async () => {
      for await (const event of readStreamEvents(streamBody({ chunks: [SAMPLE.slice(0, SAMPLE.indexOf('id: 2'))], end: 'error' }))) events.push(event);
    };
    await expect(read()).rejects.toThrow('network error');
    expect(events.map((e) => e.seq)).toEqual([1]);
  });
});
