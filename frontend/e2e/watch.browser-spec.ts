import type { BrowserContext } from 'playwright-core';
// eslint-disable-next-line no-restricted-imports
import { triggerWatchRun } from '../../backend/test/support/watch-trigger';
import { apiCall, screenshot, signUpThroughTheForm, watchPage } from './support/browser';
import { type AppStack, startAppStack } from './support/app-stack';

// Issue #20: watch a comparison from its page; what a scheduled run found shows on the profile.

jest.setTimeout(180_000);

let stack: AppStack;
let context: BrowserContext;

beforeAll(async () => {
  stack = await startAppStack({ api: { RESEARCH_SEARCH: 'corpus' }, worker: { RESEARCH_SEARCH: 'corpus' } });
  context = stack.context;
});

afterAll(async () => {
  await stack?.stop();
});

it('watch from the results page → a scheduled run after a new source → "What changed" with its badge on the profile → mark read', async () => {
  const page = await context.newPage();
  const watch = watchPage(page);
  const suffix = Date.now().toString(36).replace(/[0-9]/g, 'q');
  const [first, second] = [`Brindle ${suffix}`, `Corvex ${suffix}`];

  await signUpThroughTheForm(page, 'Watch Tester');

  await apiCall(page, 'POST', '/api/sources', { kind: 'text', text: `${first} is very fast and its performance is excellent under heavy load.`, items: [first] });
  await apiCall(page, 'POST', '/api/sources', { kind: 'text', text: `${second} is slow and its performance is poor under load. ${second} is sluggish and laggy.`, items: [second] });

  await page.locator('#item-0').fill(first);
  await page.locator('#item-1').fill(second);
  await page.getByRole('button', { name: 'Start research' }).click();
  await page.waitForURL((url) => /^\/compare\/[^/]+$/.test(url.pathname), { timeout: 90_000 });
  await page.getByRole('tablist', { name: 'Result views' }).waitFor();

  await page.locator('jx-watch-control summary').click();
  await page.locator('#watch-frequency').selectOption('daily');
  await page.getByRole('button', { name: 'Watch', exact: true }).click();
  await page.locator('jx-watch-control summary').getByText('Watching (daily)').waitFor();
  const watches = await apiCall<{ comparisonId: string; frequency: string }[]>(page, 'GET', '/api/me/watches');
  expect(watches.map((w) => w.frequency)).toEqual(['daily']);

  // A new document between runs; the scheduler's job is run now rather than tomorrow.
  await apiCall(page, 'POST', '/api/sources', { kind: 'text', text: `${second} is extremely fast, its performance is outstanding and excellent. ${second} is blazing quick.`, items: [second] });
  await triggerWatchRun(watches[0].comparisonId);
  for (let i = 0; i < 120; i++) {
    const { unread } = await apiCall<{ unread: number }>(page, 'GET', '/api/me/changes');
    if (unread > 0) break;
    await page.waitForTimeout(250);
  }

  await page.goto('/profile');
  const section = page.locator('jx-what-changed');
  await section.locator('.badge.unread').getByText('1').waitFor();
  await section.getByText(`${second}: new source`).first().waitFor();
  await screenshot(page, 'watch-what-changed');
  await section.getByRole('button', { name: 'Mark all read' }).click();
  await section.locator('.badge.unread').waitFor({ state: 'detached' });

  expect(watch.dialogs).toEqual([]);
  expect(watch.errors).toEqual([]);
});
