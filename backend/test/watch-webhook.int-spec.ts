import type { WatchSaved, WatchWebhookBody } from '@juxta/contracts';
import { WATCH_RUN_JOB } from '@juxta/messaging';
import type { Queue } from 'bullmq';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readStream } from './support/sse-client';
import { newUser, sessionCookie, type TestApp } from './support/test-app';
import { startWatchHarness, until, type WatchHarness } from './support/watch-harness';

const inventedName = () =>
  'Wemb' +
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);

describe('a watch’s webhook: signed POST to a local receiver, retried with backoff (real worker, Postgres and Redis)', () => {
  let harness: WatchHarness;
  let t: TestApp;
  let queue: Queue;
  let receiver: Server;
  let receiverUrl: string;
  const received: { headers: IncomingHttpHeaders; body: string; answered: number }[] = [];

  beforeAll(async () => {
    // Answers 500 to the first delivery, 204 after.
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        const answered = received.length === 0 ? 500 : 204;
        received.push({ headers: req.headers, body, answered });
        res.statusCode = answered;
        res.end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/juxta`;
    // Loopback is allowed in this test only (the production default refuses it: watches.int-spec).
    harness = await startWatchHarness('watch-webhook', { PAGE_READER_ALLOW_PRIVATE: 'true' });
    ({ t, queue } = harness);
  });
  afterAll(async () => {
    await harness?.close();
    receiver.closeAllConnections();
    await new Promise((r) => receiver.close(r));
  });

  it('delivers the changes signed with the watch’s secret, after a 500 and a backoff', async () => {
    const signedUp = await t.http.post('/api/auth/sign-up').send(newUser()).expect(200);
    const cookie = sessionCookie(signedUp)!;
    const [item, other] = [inventedName(), inventedName()];
    const addSource = (name: string, text: string) => t.http.post('/api/sources').set('Cookie', cookie).send({ kind: 'text', text, items: [name] }).expect(201);
    await addSource(item, `${item} is very fast and its performance is excellent under heavy load.`);
    await addSource(other, `${other} is slow and its performance is poor under load. ${other} is sluggish and laggy.`);
    const baseUrl = `http://127.0.0.1:${t.app.getHttpServer().address().port}`;
    const stream = await readStream(`${baseUrl}/api/compare`, { cookie, body: { items: [item, other], dimensions: ['Performance'], isPublic: false }, timeoutMs: 20_000 });
    const id = String(stream.events.find((e) => e.event === 'done')!.data.id);
    const watch = (await t.http.put(`/api/comparisons/${id}/watch`).set('Cookie', cookie).send({ webhookUrl: receiverUrl }).expect(200)).body as WatchSaved;
    const secret = watch.webhookSecret!;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);

    await addSource(other, `${other} is extremely fast, its performance is outstanding and excellent. ${other} is blazing quick.`);
    await queue.add(WATCH_RUN_JOB, { comparisonId: id });

    // The first delivery is answered 500: the job waits out its backoff (delayed), not failed.
    await until(
      async () => received.length,
      (n) => n >= 1,
    );
    const [delivery] = await until(
      () => queue.getJobs(['delayed', 'wait', 'active', 'completed', 'failed']).then((jobs) => jobs.filter((j) => j.name === 'watch-webhook')),
      (jobs) => jobs.length === 1 && jobs[0].attemptsMade === 1,
    );
    expect(await delivery.getState()).toBe('delayed');
    expect(delivery.opts.backoff).toEqual({ type: 'exponential', delay: 10_000 });
    // Not waiting out ten seconds here: the retry is let go at once.
    await delivery.promote();
    await until(
      async () => received.length,
      (n) => n >= 2,
    );
    expect(await until(() => delivery.getState(), (s) => s === 'completed')).toBe('completed');

    expect(received.map((r) => r.answered)).toEqual([500, 204]);
    const { headers, body } = received[1];
    expect(received[0].body).toBe(body);
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-juxta-event']).toBe('comparison.changed');
    expect(headers['x-juxta-signature']).toBe(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
    const payload = JSON.parse(body) as WatchWebhookBody;
    expect(payload).toMatchObject({ event: 'comparison.changed', comparisonId: id, url: expect.stringContaining('/compare/') });
    expect(payload.changes).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'source', subject: other })]));
    // The secret travels only as the signature.
    expect(body).not.toContain(secret);
  });
});
