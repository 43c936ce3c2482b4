import type { Browser, BrowserContext, Page } from 'playwright-core';
// The browser suite drives the same built processes as the API's end-to-end suite; sharing its
// harness is test code reusing test code, which the app-boundary rule is not about.
// eslint-disable-next-line no-restricted-imports
import { type RunningProcess, startApi, startWorker } from '../../backend/test/support/processes';
// eslint-disable-next-line no-restricted-imports
import { startSlowWikipedia } from '../../backend/test/support/slow-wikipedia';
import { type CuttableProxy, startCuttableProxy } from './support/cuttable-proxy';
import {
  type AxeViolation,
  frontendDist,
  horizontalOverflow,
  isSeriousOrCritical,
  launchChromium,
  type PageWatch,
  runAxe,
  screenshot,
  signUpThroughTheForm,
  watchPage,
} from './support/browser';

// The journey, a dropped stream, hostile text, accessibility and layout of every page, against the
// built Angular app served by the built API, with a real worker, Postgres and Redis.

jest.setTimeout(180_000);

const HOSTILE = ['<img src=x onerror=alert(1)>', '"><script>alert(2)</script>'];
// Loose on purpose: the accessible name is expected to change (axe: label-content-name-mismatch).
const MAKE_PRIVATE = /make .*private/i;
const MAKE_PUBLIC = /make .*public/i;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The narrowest screen the app promises to fit. */
const SMALL_PHONE = { width: 360, height: 740 };

const TABS = [
  { id: 'overview', label: 'Overview', ready: '#panel-overview .ranking li', charts: [] },
  { id: 'dimensions', label: 'Dimensions', ready: '#panel-dimensions .dim-card', charts: ['jx-dimension-bars-chart'] },
  { id: 'matrix', label: 'Matrix', ready: '#panel-matrix table.matrix tbody tr', charts: [] },
  { id: 'pros-cons', label: 'Pros & cons', ready: '#panel-pros-cons article', charts: [] },
  { id: 'sources', label: 'Sources', ready: '#panel-sources section', charts: [] },
] as const;

type Api = RunningProcess & { url: string };

let api: Api;
let worker: RunningProcess;
let wiki: Awaited<ReturnType<typeof startSlowWikipedia>>;
let browser: Browser;
let proxy: CuttableProxy;
/** Signed up through the UI in the journey; later tests act as this user. */
let owner: BrowserContext;
let journeySlug: string | undefined;
let hostileSlug: string | undefined;
const contexts: BrowserContext[] = [];

async function newContext(): Promise<BrowserContext> {
  // Reduced motion: the app turns chart animations off, so screenshots show finished charts.
  const context = await browser.newContext({ baseURL: api.url, viewport: DESKTOP, reducedMotion: 'reduce' });
  contexts.push(context);
  return context;
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function textOf(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

function requireSlug(slug: string | undefined, from: string): string {
  if (!slug) throw new Error(`needs the comparison made by "${from}", which did not finish`);
  return slug;
}

/**
 * As close to opening `path` directly as works today: the app boots on / and routes to `path`
 * as an in-app link would. Loading a nested path such as /compare/{slug} directly does not boot
 * the app at the moment (see the "direct load" test); this keeps the other tests about what they test.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/');
  // The first navigation has to finish, or routing away from it races the router.
  await page.locator('jx-landing-page h1').waitFor();
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'));`);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

async function signUpAndSeeTheName(page: Page, name: string): Promise<void> {
  await signUpThroughTheForm(page, name);
  await page.getByRole('link', { name: name }).waitFor();
}

async function startComparison(page: Page, items: readonly string[]): Promise<void> {
  if (pathOf(page) !== '/compare') await page.goto('/compare');
  for (let i = 0; i < items.length; i++) {
    if (i >= 2) await page.getByRole('button', { name: '+ Add item' }).click();
    await page.locator(`#item-${i}`).fill(items[i]);
  }
  // New comparisons are private by default; these are meant for Explore.
  await page.getByRole('radio', { name: /^Public/ }).check();
  await page.getByRole('button', { name: 'Start research' }).click();
}

/** Waits for the compare page to hand over to /compare/{slug} and the result to render. */
async function waitForResults(page: Page): Promise<string> {
  await page.waitForURL((url) => /^\/compare\/[^/]+$/.test(url.pathname), { timeout: 90_000 });
  await page.getByRole('tablist', { name: 'Result views' }).waitFor();
  return decodeURIComponent(pathOf(page).split('/')[2]);
}

/** Every chart inside the panel has drawn an SVG with marks in it (charts load in @defer blocks). */
async function waitForCharts(page: Page, panel: string, charts: readonly string[]): Promise<void> {
  for (const chart of charts) {
    await page.locator(`${panel} ${chart} svg path`).first().waitFor({ state: 'attached' });
  }
}

/** One line per violation and up to three offending nodes, with axe's reason in its own words. */
function describeViolations(page: string, violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, 3).map((n) => `    ${n.target.join(' ')} — ${n.summary.split('\n').slice(1).join(' ').trim()}`);
      return [`${page}: ${v.impact} ${v.id} (${v.nodes.length} nodes) — ${v.help}`, ...nodes].join('\n');
    })
    .join('\n');
}

function expectClean(watch: PageWatch): void {
  expect({ dialogs: watch.dialogs, pageErrors: watch.errors }).toEqual({ dialogs: [], pageErrors: [] });
}

/** Records every distinct state of the progress rows and every progress message, as they render. */
const PROGRESS_RECORDER = `(() => {
  const rec = (window.__juxtaProgress = { snapshots: [], messages: [] });
  const record = () => {
    const rows = Array.from(document.querySelectorAll('li[data-phase]'), (li) =>
      ((li.querySelector('.name') || {}).textContent || '').trim() + '=' + li.getAttribute('data-phase'));
    const snapshot = rows.join(' | ');
    if (snapshot && rec.snapshots[rec.snapshots.length - 1] !== snapshot) rec.snapshots.push(snapshot);
    for (const li of document.querySelectorAll('[role="log"] li[data-kind="progress"] span')) {
      const text = li.textContent.trim();
      if (!rec.messages.includes(text)) rec.messages.push(text);
    }
  };
  new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;

interface ProgressRecord {
  snapshots: string[];
  messages: string[];
}

beforeAll(async () => {
  // A slow search provider stretches the research over a few seconds, so the progress can be
  // watched and the stream can be cut while the research is still running.
  wiki = await startSlowWikipedia(2000);
  [api, worker, browser] = await Promise.all([
    startApi({ SERVE_FRONTEND: 'true', FRONTEND_DIST: frontendDist }),
    startWorker({ RESEARCH_SEARCH: 'corpus,wikipedia', WIKIPEDIA_URL: wiki.url }),
    launchChromium(),
  ]);
  proxy = await startCuttableProxy(api.url);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await proxy?.close();
  await Promise.all([worker?.stop(), api?.stop()]);
  await wiki?.close();
});

describe('the Angular app in Chromium, against the built API, worker, Postgres and Redis', () => {
  it('answers an unknown path with 404 and the not-found page, and sends signed-out visitors from /compare to sign in', async () => {
    const page = await (await newContext()).newPage();
    const watch = watchPage(page);

    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toMatch(/not found/i);

    await page.goto('/compare');
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).search).toBe('?callbackUrl=%2Fcompare');
    await page.locator('#si-email').waitFor();
    expectClean(watch);
  });

  it('signs up, compares PostgreSQL vs MySQL with live progress, shows every tab, and shares, hides and lists the result', async () => {
    owner = await newContext();
    const page = await owner.newPage();
    const watch = watchPage(page);

    await signUpAndSeeTheName(page, 'Journey Tester');

    await page.evaluate(PROGRESS_RECORDER);
    await startComparison(page, ['PostgreSQL', 'MySQL']);
    await page.locator('li[data-phase]').first().waitFor();
    await screenshot(page, 'compare-running-1280');
    const slug = await waitForResults(page);
    expect(slug).toMatch(/^postgresql-vs-mysql-[0-9a-f]{8,}$/);
    journeySlug = slug;

    const progress = await page.evaluate<ProgressRecord>('window.__juxtaProgress');
    const phases = new Set(progress.snapshots.flatMap((s) => s.split(' | ').map((row) => row.split('=').pop())));
    // One row per item, starting as waiting and moving on as events arrive (typically waiting →
    // searching → scoring → done); the log shows the worker's messages as they come.
    expect(progress.snapshots[0]).toBe('PostgreSQL=waiting | MySQL=waiting');
    expect(progress.snapshots.slice(1).some((s) => /=(searching|scoring|done)/.test(s))).toBe(true);
    expect(phases.size).toBeGreaterThanOrEqual(2);
    expect(progress.messages.length).toBeGreaterThanOrEqual(2);

    // Every tab renders, and the active tab is in the URL (Overview is the default: no parameter).
    await page.locator(TABS[0].ready).first().waitFor();
    for (const tab of [...TABS.slice(1), TABS[0]]) {
      await page.getByRole('tab', { name: tab.label }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === (tab.id === 'overview' ? null : tab.id));
      await page.getByRole('tab', { name: tab.label, selected: true }).waitFor();
      await page.locator(tab.ready).first().waitFor();
      await waitForCharts(page, `#panel-${tab.id}`, tab.charts);
      if (tab.id === 'dimensions' && (await page.locator('#panel-dimensions figure.chart-card').count()) > 1) {
        await waitForCharts(page, '#panel-dimensions', ['jx-radar-chart']);
      }
      expect(await page.locator(`#panel-${tab.id}`).innerText()).toContain('PostgreSQL');
    }
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'sources');
    await page.getByRole('tab', { name: 'Sources', selected: true }).waitFor();
    await openInApp(page, `/compare/${slug}?tab=matrix`);
    await page.locator(TABS[2].ready).first().waitFor();
    await page.getByRole('tab', { name: 'Matrix', selected: true }).waitFor();

    // Private: a visitor who is not signed in gets the not-found page at the same address.
    // Visibility is in the actions menu.
    await page.locator('details.menu > summary').click();
    await page.getByRole('button', { name: MAKE_PRIVATE }).click();
    await page.getByRole('button', { name: MAKE_PUBLIC }).waitFor();
    const visitor = await (await newContext()).newPage();
    const visitorWatch = watchPage(visitor);
    await openInApp(visitor, `/compare/${slug}`);
    await visitor.getByRole('heading', { level: 1, name: 'Comparison not found' }).waitFor();
    expect(await visitor.locator('[role="tablist"]').count()).toBe(0);

    await page.getByRole('button', { name: MAKE_PUBLIC }).click();
    await page.getByRole('button', { name: MAKE_PRIVATE }).waitFor();
    await openInApp(visitor, `/compare/${slug}`);
    await visitor.getByRole('heading', { level: 1, name: /PostgreSQL/ }).waitFor();

    // Explore finds it by searching; the search is reflected in the URL.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
    await page.locator('#explore-q').fill('PostgreSQL');
    await page.waitForURL((url) => url.pathname === '/explore' && url.searchParams.get('q') === 'PostgreSQL');
    await page.locator(`jx-comparison-card a[href="/compare/${slug}"]`).waitFor();

    // The profile lists it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Journey Tester/ }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.locator(`.mine a[href="/compare/${slug}"]`).waitFor();

    expectClean(watch);
    expectClean(visitorWatch);
  });

  it('loads a shared comparison link and a nested unknown path directly', async () => {
    const slug = requireSlug(journeySlug, 'the journey');
    const page = await (await newContext()).newPage();
    const watch = watchPage(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));

    const shared = await page.goto(`/compare/${slug}`);
    expect(shared?.status()).toBe(200);
    try {
      await page.getByRole('tablist', { name: 'Result views' }).waitFor({ timeout: 10_000 });
      const unknown = await page.goto('/compare/a/b');
      expect(unknown?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor({ timeout: 10_000 });
    } catch (error) {
      // Say why the app did not start, not just that a selector never showed.
      throw new Error(`${(error as Error).message}\nThe app did not boot; console errors:\n${consoleErrors.slice(0, 4).join('\n')}`, { cause: error });
    }
    expectClean(watch);
  });

  it('resumes a dropped research stream with Last-Event-ID and lands on the result; the POST is sent once', async () => {
    const page = await owner.newPage();
    const watch = watchPage(page);
    const posts: string[] = [];
    const resumes: { lastEventId: string | undefined; status?: number }[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && path === '/api/compare') posts.push(request.url());
      if (request.method() === 'GET' && /^\/api\/comparisons\/[^/]+\/events$/.test(path)) {
        const entry: (typeof resumes)[number] = { lastEventId: request.headers()['last-event-id'] };
        resumes.push(entry);
        void request.response().then((response) => (entry.status = response?.status()));
      }
    });

    // Through the proxy (cookies are per host, not per port, so the owner stays signed in).
    await page.goto(`${proxy.url}/compare`);
    await startComparison(page, ['Redis', 'Memcached']);
    // The first events (with the comparison id) arrived and the research is still running: cut.
    await page.locator('[role="log"] li[data-kind="progress"]').first().waitFor();
    expect(await page.locator('[role="log"]').innerText()).not.toContain('Comparison ready');
    expect(proxy.cutStreams()).toBe(1);
    await page.locator('[role="log"] li[data-kind="warning"]', { hasText: 'Connection lost' }).first().waitFor();

    const slug = await waitForResults(page);
    expect(slug).toMatch(/^redis-vs-memcached-[0-9a-f]{8,}$/);
    expect(posts).toHaveLength(1);
    expect(proxy.requests.filter((r) => r === 'POST /api/compare')).toHaveLength(1);
    const resumed = resumes.filter((r) => r.lastEventId);
    expect(resumed.length).toBeGreaterThanOrEqual(1);
    expect(resumed.every((r) => /^\d+$/.test(r.lastEventId ?? ''))).toBe(true);
    expect(resumed.some((r) => r.status === 200)).toBe(true);

    // The server agrees: one comparison of these items, completed.
    const mine = (await (await owner.request.get('/api/me/comparisons?limit=50')).json()) as { items: { title: string; status: string }[] };
    const these = mine.items.filter((c) => /Redis/.test(c.title) && /Memcached/.test(c.title));
    expect(these.map((c) => c.status)).toEqual(['completed']);
    expectClean(watch);
    await page.close();
  });

  it('shows hostile item names as literal text on the results page, explore card and profile, and runs none of them', async () => {
    const page = await owner.newPage();
    const watch = watchPage(page);

    await startComparison(page, HOSTILE);
    const slug = await waitForResults(page);
    await page.locator(TABS[0].ready).first().waitFor();

    const title = await textOf(page, 'h1');
    for (const name of HOSTILE) expect(title).toContain(name);
    const bars = (await page.locator('jx-answer .bar .name').allTextContents()).map((t) => t.trim());
    expect([...bars].sort()).toEqual([...HOSTILE].sort());
    const ranking = (await page.locator('#panel-overview .ranking h3').allTextContents()).map((t) => t.trim());
    expect([...ranking].sort()).toEqual([...HOSTILE].sort());

    await page.goto('/explore');
    const card = page.locator('jx-comparison-card', { has: page.locator(`a[href="/compare/${slug}"]`) });
    await card.waitFor();
    const cardText = (await card.textContent()) ?? '';
    for (const name of HOSTILE) expect(cardText).toContain(name);

    await page.goto('/profile');
    const row = page.locator(`.mine a[href="/compare/${slug}"]`);
    await row.waitFor();
    for (const name of HOSTILE) expect(await row.textContent()).toContain(name);

    // Had either string become markup, there would be an <img src=x> or a script saying alert(2).
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('script', { hasText: 'alert(2)' }).count()).toBe(0);
    hostileSlug = slug;
    expectClean(watch);
    await page.close();
  });

  /** Every page, signed out or signed in as it needs, ready when its selector shows. */
  function everyPage(): { name: string; path: string; signedIn: boolean; ready: string }[] {
    const slug = requireSlug(journeySlug, 'the journey');
    return [
      { name: 'landing', path: '/', signedIn: false, ready: 'h1' },
      { name: 'sign-in', path: '/sign-in', signedIn: false, ready: '#si-email' },
      { name: 'sign-up', path: '/sign-up', signedIn: false, ready: '#su-name' },
      { name: 'not-found', path: '/definitely-not-here', signedIn: false, ready: 'h1' },
      { name: 'compare', path: '/compare', signedIn: true, ready: '#item-0' },
      ...TABS.map((t) => ({
        name: `results-${t.id}`,
        path: `/compare/${slug}${t.id === 'overview' ? '' : `?tab=${t.id}`}`,
        signedIn: true,
        ready: t.ready,
      })),
      ...(hostileSlug ? [{ name: 'results-hostile', path: `/compare/${hostileSlug}`, signedIn: true, ready: TABS[0].ready }] : []),
      { name: 'explore', path: '/explore', signedIn: true, ready: 'jx-comparison-card' },
      { name: 'profile', path: '/profile', signedIn: true, ready: '.mine li' },
    ];
  }

  async function visit(page: Page, target: ReturnType<typeof everyPage>[number]): Promise<void> {
    if (target.path.startsWith('/compare/')) await openInApp(page, target.path);
    else await page.goto(target.path);
    await page.locator(target.ready).first().waitFor();
    // Charts are @defer (on viewport): on a phone most start below the fold.
    for (const card of await page.locator('.chart-card, .stat-cards').all()) {
      await card.scrollIntoViewIfNeeded();
      // A chart card draws its chart, or says there is nothing to chart (no dimension compared).
      await card.locator('svg :is(path, rect), .empty-note').first().waitFor({ state: 'attached' });
    }
    await page.waitForLoadState('networkidle');
  }

  it('has no serious or critical axe-core violations on any page (and screenshots each at 1280 px)', async () => {
    const anonymous = await (await newContext()).newPage();
    const signedIn = await owner.newPage();
    const watches = [watchPage(anonymous), watchPage(signedIn)];
    const found: { page: string; violations: AxeViolation[] }[] = [];
    const minor: string[] = [];
    for (const target of everyPage()) {
      const page = target.signedIn ? signedIn : anonymous;
      await visit(page, target);
      const violations = await runAxe(page);
      const bad = violations.filter(isSeriousOrCritical);
      if (bad.length) found.push({ page: target.name, violations: bad });
      minor.push(...violations.filter((v) => !isSeriousOrCritical(v)).map((v) => `${target.name}: ${v.impact} ${v.id} (${v.nodes.length})`));
      await screenshot(page, `${target.name}-1280`);
    }
    if (minor.length) console.info(`axe, moderate or minor (not failing):\n${minor.join('\n')}`);
    if (found.length) console.error(`axe, serious or critical:\n${found.map((f) => describeViolations(f.page, f.violations)).join('\n')}`);
    expect(found.map((f) => `${f.page}: ${f.violations.map((v) => `${v.impact} ${v.id}`).join(', ')}`)).toEqual([]);
    watches.forEach(expectClean);
  });

  it.each([PHONE, SMALL_PHONE])('fits every page into a $width px wide phone screen without sideways scrolling (and screenshots each)', async (viewport) => {
    const anonymous = await (await newContext()).newPage();
    const signedIn = await owner.newPage();
    const watches = [watchPage(anonymous), watchPage(signedIn)];
    await anonymous.setViewportSize(viewport);
    await signedIn.setViewportSize(viewport);
    const overflowing: string[] = [];
    for (const target of everyPage()) {
      const page = target.signedIn ? signedIn : anonymous;
      await visit(page, target);
      await screenshot(page, `${target.name}-${viewport.width}`);
      const overflow = await horizontalOverflow(page);
      if (overflow.scrollWidth > overflow.viewport) {
        overflowing.push(`${target.name}: ${overflow.scrollWidth}px wide in a ${overflow.viewport}px viewport; ${overflow.culprits.join('; ')}`);
      }
    }
    expect(overflowing).toEqual([]);
    watches.forEach(expectClean);
  });
});
