import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { INestApplicationContext } from '@nestjs/common';
import { JuxtaApiError, JuxtaClient } from '@juxta/client';
import type { CreatedApiToken, StreamEvent } from '@juxta/contracts';
import { startInProcessWorker, slowEngine } from './support/in-process-worker';
import { newUser, sessionCookie, startTestApp, type TestApp } from './support/test-app';

/** A fetch whose first comparison stream is cut right after its first event, as a dropped connection would. */
function cuttingFetch() {
  const resumedWith: (string | null)[] = [];
  let cut = false;
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input);
    const res = await fetch(input, init);
    if (url.includes('/events')) resumedWith.push(new Headers(init?.headers).get('last-event-id'));
    if (cut || !url.endsWith('/api/compare') || !res.body) return res;
    cut = true;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        text += decoder.decode(value, { stream: true });
        const end = text.indexOf('\n\n');
        if (end < 0) return;
        // Exactly the first event gets through, then the connection "drops".
        controller.enqueue(new TextEncoder().encode(text.slice(0, end + 2)));
        await reader.cancel();
        controller.error(new TypeError('terminated'));
      },
    });
    return new Response(body, { status: res.status, headers: res.headers });
  };
  return { fetchFn, resumedWith };
}

/** Runs a build tool; when it fails, the error carries what the tool printed (tsc prints its errors on stdout). */
function run(command: string, args: string[], cwd: string): void {
  try {
    execFileSync(command, args, { cwd, stdio: 'pipe' });
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${[command, ...args].join(' ')} failed:\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`, { cause: err });
  }
}

describe('@juxta/client against a running API and worker (real Postgres, Redis, BullMQ)', () => {
  let api: TestApp;
  let worker: INestApplicationContext;
  let baseUrl: string;
  let token: string;

  beforeAll(async () => {
    const env = { RESEARCH_SEARCH: 'corpus', REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'jt'}-client` };
    api = await startTestApp(env);
    worker = await startInProcessWorker(api.config, slowEngine(300).engine);
    baseUrl = `http://127.0.0.1:${api.app.getHttpServer().address().port}`;
    const cookie = sessionCookie(await api.http.post('/api/auth/sign-up').send(newUser()).expect(200))!;
    token = ((await api.http.post('/api/me/tokens').set('Cookie', cookie).send({ name: 'client', scopes: ['read', 'compare'] }).expect(201)).body as CreatedApiToken).secret;
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  it('compares with typed progress, resumes a cut stream with Last-Event-ID, then reads, finds and exports the result', async () => {
    const { fetchFn, resumedWith } = cuttingFetch();
    const client = new JuxtaClient({ baseUrl, token, fetch: fetchFn, resumeDelayMs: 50 });
    const items = [`Client Alpha ${Date.now()}`, 'Client Beta', 'Client Gamma'];
    const events: StreamEvent[] = [];
    const run = client.compare({ items, dimensions: ['Build quality', 'Price'] });
    for await (const e of run) events.push(e);
    const comparison = await run.result();

    // The stream was cut after its first event and resumed from it; no event twice, none out of order.
    expect(resumedWith[0]).toBe(String(events[0].seq));
    const seqs = events.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(events[0]).toMatchObject({ event: 'progress', data: { status: 'researching', totalItems: 3 } });
    const last = events.at(-1)!;
    expect(last.event).toBe('done');
    expect(comparison.status).toBe('completed');
    expect(comparison.items.map((i) => i.name)).toEqual(items);

    const read = await client.get(comparison.slug);
    expect(read.id).toBe(comparison.id);

    const found = await client.feed({ q: items[0] });
    expect(found.items.map((s) => s.id)).toContain(comparison.id);

    const csv = await client.export(comparison.id, 'csv');
    expect(csv.contentType).toMatch(/^text\/csv/);
    expect(csv.fileName).toBe(`${comparison.slug}.csv`);
    expect(csv.text()).toContain('Client Beta');
  });

  it('reviews a cell of its comparison and undoes it', async () => {
    const client = new JuxtaClient({ baseUrl, token });
    const comparison = await client.compare({ items: [`Client Review ${Date.now()}`, 'Client Other'], dimensions: ['Price'] }).result();
    const name = comparison.items[0].name;
    const reviewed = await client.review(comparison.id, { action: 'set-score', item: name, dimension: 'Price', score: 2, note: 'Costs more than it says.' });
    expect(reviewed.items[0].dimensions.Price).toMatchObject({ score: 2, review: { researchScore: comparison.items[0].dimensions.Price.score } });
    const undone = await client.undoReview(comparison.id, reviewed.reviews![0].id);
    expect(undone.items[0].dimensions.Price).toEqual(comparison.items[0].dimensions.Price);
    await expect(client.review(comparison.id, { action: 'set-score', item: 'Nobody', dimension: 'Price', score: 2, note: 'x' })).rejects.toMatchObject({ status: 400 });
  });

  it('follows a comparison started elsewhere, from a given event on', async () => {
    const client = new JuxtaClient({ baseUrl, token });
    const started = client.compare({ items: [`Follow Alpha ${Date.now()}`, 'Follow Beta'], isPublic: false });
    const first = await started[Symbol.asyncIterator]().next();
    const firstEvent = first.value as StreamEvent;
    expect(firstEvent.event).toBe('progress');
    const id = firstEvent.event === 'progress' ? firstEvent.data.comparisonId : '';

    // A second client (another process, a restarted script) picks it up after the first event.
    const followed = new JuxtaClient({ baseUrl, token }).follow(id, { lastEventId: firstEvent.seq });
    const events: StreamEvent[] = [];
    for await (const e of followed) events.push(e);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.seq > firstEvent.seq)).toBe(true);
    expect((await followed.result()).id).toBe(id);
    expect((await started.result()).id).toBe(id);
  });

  it('throws the API error, typed, for a refused request', async () => {
    const client = new JuxtaClient({ baseUrl, token });
    await expect(client.get('no-such-comparison-12345678')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    const run = client.compare({ items: ['Only one'] });
    const err = await run.result().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JuxtaApiError);
    expect(err).toMatchObject({ status: 400, code: 'invalid_request' });
    const anonymous = new JuxtaClient({ baseUrl, token: `jx_${'x'.repeat(43)}` });
    await expect(anonymous.feed()).rejects.toMatchObject({ status: 401 });
  });

  it('ships as a package of its own: packed, a strict TypeScript consumer type-checks against it and a Node consumer compares through it', async () => {
    const repo = resolve(__dirname, '../..');
    const work = mkdtempSync(join(tmpdir(), 'juxta-client-package-'));
    try {
      // Built and packed as `npm run build:client` and `npm pack dist/client` would, into a folder of this test's own.
      const built = join(work, 'built');
      const tsconfig = join(repo, 'libs/client/tsconfig.lib.json');
      run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', tsconfig, '--outDir', built], repo);
      run(process.execPath, [require.resolve('tsc-alias/dist/bin/index.js'), '-p', tsconfig, '--outDir', built], repo);
      copyFileSync(join(repo, 'libs/client/package.json'), join(built, 'package.json'));
      // A folder path, never a bare name: `npm pack built` would fetch a registry package of that name.
      run('npm', ['pack', built, '--pack-destination', work, '--silent'], work);
      const tarball = readdirSync(work).find((f) => f.startsWith('juxta-client-') && f.endsWith('.tgz'))!;

      // A project outside the repository: no path aliases, only node_modules.
      const consumer = join(work, 'consumer');
      const installed = join(consumer, 'node_modules/@juxta/client');
      mkdirSync(installed, { recursive: true });
      run('tar', ['-xzf', join(work, tarball), '-C', installed, '--strip-components=1'], work);
      symlinkSync(join(repo, 'node_modules/eventsource-parser'), join(consumer, 'node_modules/eventsource-parser'));
      symlinkSync(join(repo, 'node_modules/@types'), join(consumer, 'node_modules/@types'));
      writeFileSync(
        join(consumer, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'commonjs', moduleResolution: 'node', lib: ['ES2023', 'DOM'], types: ['node'] }, files: ['consumer.ts'] }),
      );
      writeFileSync(
        join(consumer, 'consumer.ts'),
        [
          "import { JuxtaClient, type ComparisonData } from '@juxta/client';",
          "const juxta = new JuxtaClient({ baseUrl: 'http://localhost:3000', token: 'jx_token' });",
          'export const best = (c: ComparisonData): string => [...c.items].sort((a, b) => b.overallScore - a.overallScore)[0].name;',
          'export const titles = async (): Promise<string[]> => (await juxta.feed({ q: "postgres" })).items.map((c) => c.title);',
          '// @ts-expect-error a comparison needs its items: the types are the contract, not any',
          'juxta.compare({ query: "no items" });',
          '',
        ].join('\n'),
      );
      run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', consumer], consumer);

      writeFileSync(
        join(consumer, 'compare.js'),
        [
          "const { JuxtaClient } = require('@juxta/client');",
          'const juxta = new JuxtaClient({ baseUrl: process.env.JUXTA_URL, token: process.env.JUXTA_TOKEN });',
          "const run = juxta.compare({ items: [`Packaged Alpha ${Date.now()}`, 'Packaged Beta'], dimensions: ['Price'] });",
          'run.result().then((c) => console.log(JSON.stringify({ status: c.status, items: c.items.map((i) => i.name) })));',
          '',
        ].join('\n'),
      );
      const { stdout } = await promisify(execFile)(process.execPath, ['compare.js'], {
        cwd: consumer,
        env: { PATH: process.env.PATH, JUXTA_URL: baseUrl, JUXTA_TOKEN: token },
        timeout: 60_000,
      });
      expect(JSON.parse(stdout)).toMatchObject({ status: 'completed', items: [expect.stringMatching(/^Packaged Alpha/), 'Packaged Beta'] });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);
});
