import { loadConfig } from '@juxta/config';
import type { StreamEvent } from '@juxta/contracts';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { progressPattern } from '../src/progress-channel';
import { type DeafnessReport, ProgressHub } from '../src/progress-hub';
import { StreamEventPublisher } from '../src/stream-event-publisher';

const config = loadConfig(process.env);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ProgressHub (real Redis)', () => {
  let commands: Redis;
  let subscriber: Redis;
  let hub: ProgressHub;

  beforeEach(async () => {
    commands = new Redis(config.redisUrl);
    subscriber = new Redis(config.redisUrl);
    hub = new ProgressHub(subscriber, config.redisPrefix);
    await hub.start();
  });
  afterEach(async () => {
    await hub.close();
    await commands.quit();
  });

  it('notices when its subscriber hears nothing any more, subscribes again and lets streams catch up', async () => {
    const id = randomUUID();
    const received: StreamEvent[] = [];
    hub.listen(id, (e) => received.push(e));
    let resyncs = 0;
    hub.onResync(() => (resyncs += 1));
    const reports: DeafnessReport[] = [];
    hub.startProbe(commands, 100, (report) => reports.push(report));
    // The subscription is lost without a reconnect (whatever the cause: the probe is the safety net).
    await subscriber.punsubscribe(progressPattern(config.redisPrefix));
    const publisher = new StreamEventPublisher(commands, config.redisPrefix);
    const progress = { status: 'researching', message: 'm', itemsCompleted: 0, totalItems: 2, currentStep: 'searching', stage: 'searching', comparisonId: id } as const;
    await publisher.publish(id, { event: 'progress', data: progress });
    for (let i = 0; i < 50 && resyncs === 0; i++) await sleep(20);
    expect(resyncs).toBe(1);
    expect(hub.deafSpellCount()).toBe(1);
    // The operator's report tells a subscription lost on the server from a process that stopped reading.
    expect(reports).toEqual([{ status: 'ready', bytesRead: expect.any(Number), server: expect.objectContaining({ psub: 0, sub: 0, omem: 0 }) }]);
    expect(hub.lastDeafnessReport()).toEqual(reports[0]);
    await publisher.publish(id, { event: 'progress', data: { ...progress, itemsCompleted: 1 } });
    for (let i = 0; i < 50 && received.length === 0; i++) await sleep(20);
    expect(received.map((e) => e.seq)).toEqual([2]);
  });

  it('takes a stalled event loop for no deafness: the probe came back while the loop was busy', async () => {
    let resyncs = 0;
    hub.onResync(() => (resyncs += 1));
    let stalls = 0;
    // The probe goes out, then the loop is busy longer than the probe interval (a loaded machine):
    // its answer arrives meanwhile and waits unread while the next probe timer is already due.
    const stalling = {
      publish: (channel: string, message: string) =>
        new Promise<number>((resolve, reject) =>
          setImmediate(() => {
            commands.publish(channel, message).then(resolve, reject);
            if (stalls++ < 3) {
              const until = Date.now() + 250;
              while (Date.now() < until); // a synchronous stall, on purpose
            }
          }),
        ),
    } as unknown as Redis;
    hub.startProbe(stalling, 100);
    await sleep(1200);
    expect(stalls).toBeGreaterThanOrEqual(3);
    expect(hub.deafSpellCount()).toBe(0);
    expect(resyncs).toBe(0);
  });

  it('takes no probe sent before Redis confirmed its pattern for deafness (a freshly started API)', async () => {
    // A hub of its own, probing before its connection is even up, as the API starts it.
    const fresh = new ProgressHub(new Redis(config.redisUrl), config.redisPrefix);
    let resyncs = 0;
    fresh.onResync(() => (resyncs += 1));
    const subscribed = fresh.start();
    fresh.startProbe(commands, 100);
    await subscribed;
    await sleep(500);
    await fresh.close();
    expect(fresh.deafSpellCount()).toBe(0);
    expect(resyncs).toBe(0);
  });

  it('hears its pattern when started during the connection handshake (the deaf subscriber seen in CI)', async () => {
    // ioredis writes a PSUBSCRIBE even before its ready check; the check then failed in subscriber
    // mode and the connection came back without the pattern (CLIENT LIST: psub=0 cmd=info).
    const connection = new Redis(config.redisUrl, { connectionName: 'juxta-hub-spec', maxRetriesPerRequest: null });
    connection.on('error', () => undefined);
    const early = new ProgressHub(connection, config.redisPrefix);
    const startedIn = await new Promise<string>((resolve, reject) =>
      connection.once('connect', () => {
        const status = connection.status;
        early.start().then(() => resolve(status), reject);
      }),
    );
    expect(startedIn).toBe('connect');
    const id = randomUUID();
    const received: StreamEvent[] = [];
    early.listen(id, (e) => received.push(e));
    await sleep(500); // what a reconnect would take
    const publisher = new StreamEventPublisher(commands, config.redisPrefix);
    await publisher.publish(id, { event: 'error', data: { error: 'Stopped.', comparisonId: id } });
    for (let i = 0; i < 25 && received.length === 0; i++) await sleep(20);
    await early.close();
    expect(received.map((e) => e.event)).toEqual(['error']);
  });

  it('stays quiet while it hears its probes', async () => {
    let resyncs = 0;
    hub.onResync(() => (resyncs += 1));
    hub.startProbe(commands, 50);
    await sleep(400);
    expect(resyncs).toBe(0);
    expect(hub.deafSpellCount()).toBe(0);
  });
});
