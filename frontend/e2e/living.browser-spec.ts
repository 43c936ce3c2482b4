import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
// eslint-disable-next-line no-restricted-imports
import { startSlowWikipedia } from '../../backend/test/support/slow-wikipedia';
import { screenshotDir, signUpThroughTheForm, watchPage } from './support/browser';
import { type AppStack, startAppStack } from './support/app-stack';

// Issue #20: stop a research that is going the wrong way from its progress view, then rerun it.

jest.setTimeout(180_000);

let wiki: Awaited<ReturnType<typeof startSlowWikipedia>>;
let stack: AppStack;
let context: BrowserContext;

beforeAll(async () => {
  // Every Wikipedia search answers after 1.5 s: the research is still searching when Cancel is pressed.
  wiki = await startSlowWikipedia(1500);
  stack = await startAppStack({ worker: { RESEARCH_SEARCH: 'corpus,wikipedia', WIKIPEDIA_URL: wiki.url } });
  context = stack.context;
});

afterAll(async () => {
  await stack?.stop();
  await wiki?.close();
});

it('cancel from the progress view → "The research was cancelled" within seconds → the stored comparison says so → Rerun in full completes', async () => {
  const page = await context.newPage();
  const watch = watchPage(page);

  await signUpThroughTheForm(page, 'Cancel Tester');

  await page.locator('#item-0').fill('Slack');
  await page.locator('#item-1').fill('Microsoft Teams');
  await page.getByRole('button', { name: 'Start research' }).click();

  const cancel = page.getByRole('button', { name: 'Cancel research' });
  await cancel.waitFor();
  // The worker is at work (it asked the slow provider), not merely queued.
  for (let i = 0; i < 100 && wiki.requests() === 0; i++) await page.waitForTimeout(100);
  expect(wiki.requests()).toBeGreaterThan(0);
  const pressed = Date.now();
  await cancel.click();

  const alert = page.getByRole('alert').filter({ hasText: 'The research was cancelled.' });
  await alert.waitFor({ timeout: 10_000 });
  expect(Date.now() - pressed).toBeLessThan(5000);
  await alert.getByText(/^Cancelled by its owner: /).waitFor();
  expect(await page.getByRole('button', { name: 'Cancel research' }).count()).toBe(0);
  const requestsAtCancel = wiki.requests();
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, 'living-cancelled.png'), fullPage: true });

  // Cancelled while searching: nothing was researched, so there is nothing to look at but the stored comparison.
  expect(await alert.getByRole('link').count()).toBe(0);
  // Open the stored comparison (the newest of the user's, as the profile lists them).
  const mine = (await (await context.request.get('/api/me/comparisons')).json()) as { items: { slug: string; status: string }[] };
  expect(mine.items.map((c) => c.status)).toEqual(['failed']);
  await page.goto(`/compare/${mine.items[0].slug}`);
  await page.getByRole('heading', { name: 'This research was cancelled' }).waitFor();
  await page.getByText(/^Cancelled by its owner: /).waitFor();
  // Cancelled, never "Failed": the owner stopped it, nothing went wrong.
  await page.locator('.badges').getByText('Cancelled', { exact: true }).waitFor();
  expect(await page.getByText('Failed', { exact: true }).count()).toBe(0);
  // The worker stopped searching: no more than the calls already in flight reached the provider.
  expect(wiki.requests() - requestsAtCancel).toBeLessThanOrEqual(4);

  const cancelledPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Rerun in full' }).click();
  await page.waitForURL((url) => /^\/compare\/[^/]+$/.test(url.pathname) && url.pathname !== cancelledPath, { timeout: 90_000 });
  await page.getByRole('tablist', { name: 'Result views' }).waitFor();
  await page.getByText('Rerun of').waitFor();

  expect(watch.dialogs).toEqual([]);
  expect(watch.errors).toEqual([]);
});

it('extend from the results page: the form starts as the comparison, one added item is the only one researched, the result says what it is based on', async () => {
  const page = await context.newPage();
  const watch = watchPage(page);
  // Signed in by the test before (same browser context).
  await page.goto('/compare');
  // Items no other browser spec searches: their searches are not in the run's search cache yet.
  await page.locator('#item-0').fill('MariaDB');
  await page.locator('#item-1').fill('CockroachDB');
  const beforeOrigin = wiki.requests();
  await page.getByRole('button', { name: 'Start research' }).click();
  await page.waitForURL((url) => /^\/compare\/[^/]+$/.test(url.pathname), { timeout: 90_000 });
  await page.getByRole('tablist', { name: 'Result views' }).waitFor();
  const originCalls = wiki.requests() - beforeOrigin;
  const originPath = new URL(page.url()).pathname;
  expect(originCalls % 2).toBe(0);

  // Extending is in the actions menu.
  await page.locator('details.menu > summary').click();
  await page.getByRole('link', { name: 'Add or remove items / change dimensions' }).click();
  await page.getByRole('heading', { name: 'Change a comparison' }).waitFor();
  await page.getByText('Based on MariaDB vs CockroachDB').waitFor();
  expect(await page.locator('#item-0').inputValue()).toBe('MariaDB');
  expect(await page.locator('#item-1').inputValue()).toBe('CockroachDB');
  await page.getByRole('button', { name: '+ Add item' }).click();
  await page.locator('#item-2').fill('DuckDB');
  const beforeExtension = wiki.requests();
  await page.getByRole('button', { name: 'Start research' }).click();
  await page.waitForURL((url) => /^\/compare\/[^/]+$/.test(url.pathname) && url.pathname !== originPath, { timeout: 90_000 });
  await page.getByRole('tablist', { name: 'Result views' }).waitFor();
  // One item's searches, where the origin cost two items'.
  expect(wiki.requests() - beforeExtension).toBe(originCalls / 2);

  await page.locator('jx-answer .bar').filter({ hasText: 'DuckDB' }).waitFor();
  const basedOn = page.locator('.meta').getByText('Based on');
  await basedOn.waitFor();
  await basedOn.getByRole('link', { name: 'an earlier comparison' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/compare/'));
  await page.getByRole('heading', { name: 'MariaDB vs CockroachDB' }).waitFor();
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, 'living-extend-origin.png') });

  expect(watch.dialogs).toEqual([]);
  expect(watch.errors).toEqual([]);
});
