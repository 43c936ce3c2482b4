import { EventEmitter } from 'node:events';
import type { StreamEvent } from '@juxta/contracts';
import type Redis from 'ioredis';
import { progressChannel, progressPattern } from './progress-channel';
import { ProgressHub } from './progress-hub';

/** A subscriber connection that delivers what the test publishes, as Redis would. */
function fakeSubscriber() {
  const emitter = new EventEmitter();
  return Object.assign(emitter, { psubscribe: () => Promise.resolve(1), quit: () => Promise.resolve('OK'), disconnect: () => undefined });
}

const event = (seq: number, comparisonId: string): StreamEvent => ({
  seq,
  event: 'progress',
  data: { status: 'researching', message: `step ${seq}`, itemsCompleted: 0, totalItems: 2, currentStep: 'searching', stage: 'searching', comparisonId },
});

describe('ProgressHub fan-out', () => {
  const prefix = 'hub-spec';
  let subscriber: ReturnType<typeof fakeSubscriber>;
  let hub: ProgressHub;
  const publish = (id: string, e: StreamEvent) => subscriber.emit('pmessage', progressPattern(prefix), progressChannel(prefix, id), JSON.stringify(e));

  beforeEach(() => {
    subscriber = fakeSubscriber();
    hub = new ProgressHub(subscriber as unknown as Redis, prefix);
  });

  it('delivers to the one viewer of a comparison, then to each of several, and to no one once they left', () => {
    const got: string[] = [];
    const a = (e: StreamEvent) => got.push(`a${e.seq}`);
    const b = (e: StreamEvent) => got.push(`b${e.seq}`);
    hub.addListener('c1', a);
    publish('c1', event(1, 'c1'));
    hub.addListener('c1', b);
    publish('c1', event(2, 'c1'));
    expect(hub.listenerCount()).toBe(2);
    hub.removeListener('c1', a);
    publish('c1', event(3, 'c1'));
    hub.removeListener('c1', b);
    publish('c1', event(4, 'c1'));
    expect(got).toEqual(['a1', 'a2', 'b2', 'b3']);
    expect(hub.listenerCount()).toBe(0);
  });

  it('keeps comparisons apart, and removing a listener that is not there changes nothing', () => {
    const got: string[] = [];
    const a = (e: StreamEvent) => got.push(`a${e.seq}`);
    const b = (e: StreamEvent) => got.push(`b${e.seq}`);
    hub.addListener('c1', a);
    hub.addListener('c2', b);
    hub.removeListener('c1', b);
    publish('c1', event(1, 'c1'));
    publish('c2', event(2, 'c2'));
    expect(got).toEqual(['a1', 'b2']);
    expect(hub.listenerCount()).toBe(2);
  });

  it('listen() still hands back the function that stops listening', () => {
    const got: number[] = [];
    const stop = hub.listen('c1', (e) => got.push(e.seq));
    publish('c1', event(1, 'c1'));
    stop();
    publish('c1', event(2, 'c1'));
    expect(got).toEqual([1]);
  });
});
