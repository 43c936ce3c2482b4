import type { ItemResearch, Verdict } from '@juxta/contracts';
import type { Browser, Page } from 'playwright-core';
// Test code reusing the API suite's harness (see app.browser-spec.ts).
// eslint-disable-next-line no-restricted-imports
import { connectDb, insertComparison } from '../../backend/test/support/comparison-fixtures';
// eslint-disable-next-line no-restricted-imports
import { type RunningProcess, startApi } from '../../backend/test/support/processes';
import { frontendDist, launchChromium, watchPage } from './support/browser';

// "What matters to you" on the results page: a weight changed in the browser re-ranks the stored
// scores without asking the API for anything, and the URL it leaves reproduces the view.

jest.setTimeout(120_000);

let api: RunningProcess & { url: string };
let browser: Browser;
let db: Awaited<ReturnType<typeof connectDb>>;

function item(name: string, scores: Record<string, number | null>): ItemResearch {
  return {
    name,
    description: `${name} is an e-reader.`,
    overallScore: 0,
    pros: [],
    cons: [],
    sources: [{ title: `${name} review`, url: `https://reviews.example/${name.toLowerCase()}`, snippet: '' }],
    dimensions: Object.fromEntries(
      Object.entries(scores).map(([d, score]) => [
        d,
        {
          score: score ?? 5,
          confidence: score === null ? 'none' : 'medium',
          summary: '',
          details: '',
          pros: [],
          cons: [],
          evidence: score === null ? [] : [{ sourceIndex: 0, quote: `${name} on ${d}.` }],
        },
      ]),
    ),
  };
}

const DIMENSIONS = ['Price', 'Battery life', 'Display'];
// Display has evidence for Lumio only: it is not decided and must never count.
const ITEMS = [item('Lumio', { Price: 8, 'Battery life': 3, Display: 9 }), item('Pagewise', { Price: 3, 'Battery life': 9, Display: null })];
const VERDICT: Verdict = {
  decidedDimensions: ['Price', 'Battery life'],
  dimensions: [
    { dimension: 'Price', decided: true, leader: 'Lumio', confidence: 'medium', explanation: '2 pages from 2 independent sources (1 about Lumio, 1 about Pagewise)' },
    { dimension: 'Battery life', decided: true, leader: 'Pagewise', confidence: 'medium', explanation: '2 pages from 2 independent sources (1 about Lumio, 1 about Pagewise)' },
    { dimension: 'Display', decided: false, leader: null, confidence: 'none', explanation: 'Not enough evidence: only Lumio has sources on it, none about Pagewise' },
  ],
  weights: { Price: 3, 'Battery life': 1, Display: 1 },
  weightReasons: [{ dimension: 'Price', weight: 3, reason: '“budget” in your question' }],
  ranking: ['Lumio', 'Pagewise'],
  winner: 'Lumio',
  confidence: 'medium',
  explanation: '2 of 3 dimensions decided; 2 with medium confidence',
};

/** Boots the app on / and routes to `path` in-app (see openInApp in app.browser-spec.ts). */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/');
  await page.locator('jx-landing-page h1').waitFor();
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'));`);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

async function ranking(page: Page): Promise<string[]> {
  await page.locator('#panel-overview .ranking li').first().waitFor();
  return (await page.locator('#panel-overview .ranking li h3').allTextContents()).map((t) => t.trim());
}

beforeAll(async () => {
  [api, browser, db] = await Promise.all([startApi({ SERVE_FRONTEND: 'true', FRONTEND_DIST: frontendDist }), launchChromium(), connectDb()]);
});

afterAll(async () => {
  await browser?.close();
  await db?.end();
  await api?.stop();
});

describe('What matters to you (results page in Chromium)', () => {
  it('re-ranks live on a weight change with no request, and the URL reproduces the view', async () => {
    const signUp = await fetch(`${api.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Weigher', email: `weigher.${Date.now()}@example.test`, password: 'correct horse battery staple' }),
    });
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const { id, slug } = await insertComparison(db, { userId, items: ['Lumio', 'Pagewise'] });
    // As the worker leaves it: overall scores over the decided dimensions with the author's weights.
    const stored = ITEMS.map((i, k) => ({ ...i, overallScore: [6.8, 4.5][k] }));
    await db.query('UPDATE comparisons SET items = $2, dimensions = $3, verdict = $4 WHERE id = $1', [id, JSON.stringify(stored), DIMENSIONS, JSON.stringify(VERDICT)]);

    const context = await browser.newContext({ baseURL: api.url, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const watch = watchPage(page);
    const path = `/compare/${encodeURIComponent(slug)}`;
    await openInApp(page, path);
    expect(await ranking(page)).toEqual(['Lumio', 'Pagewise']);
    await page.getByRole('heading', { name: 'What matters to you' }).click();
    expect(await page.locator('#weight-0').inputValue()).toBe('3');

    const apiRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiRequests.push(`${r.method()} ${r.url()}`);
    });
    await page.locator('#weight-1').fill('5');
    await page.waitForFunction(() => document.querySelector('#panel-overview .ranking li h3')?.textContent?.trim() === 'Pagewise');
    expect(await ranking(page)).toEqual(['Pagewise', 'Lumio']);
    // Price 3 × (8, 3) + Battery 5 × (3, 9) over 8: Lumio 4.9, Pagewise 6.8; Display never counts.
    expect(await page.locator('#panel-overview .ranking li .score-pill').allTextContents()).toEqual([expect.stringContaining('6.8'), expect.stringContaining('4.9')]);
    await expect(page.locator('.outcome').textContent()).resolves.toContain('Pagewise ranks first');
    expect(apiRequests).toEqual([]);
    const shared = new URL(page.url());
    expect(shared.searchParams.get('w')).toBe('3.5.1');

    const again = await context.newPage();
    await openInApp(again, shared.pathname + shared.search);
    expect(await ranking(again)).toEqual(['Pagewise', 'Lumio']);
    expect(await again.locator('#weight-1').inputValue()).toBe('5');

    // Back to the author's weights: the plain URL again.
    await again.getByRole('button', { name: 'Back to the author’s weights' }).click();
    await again.waitForURL((url) => !url.search.includes('w='));
    expect(await ranking(again)).toEqual(['Lumio', 'Pagewise']);
    expect({ dialogs: watch.dialogs, errors: watch.errors }).toEqual({ dialogs: [], errors: [] });
    await context.close();
  });
});
