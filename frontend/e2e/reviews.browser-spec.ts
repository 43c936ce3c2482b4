import type { BrowserContext } from 'playwright-core';
import { apiCall, screenshot, signUpThroughTheForm, watchPage } from './support/browser';
import { type AppStack, startAppStack } from './support/app-stack';

// Issue #34: the author reviews a cell from the results page and undoes it; readers see the mark.

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

it('the author sets a score with a note from a cell, every reader sees it marked, and Undo puts the research back', async () => {
  const page = await context.newPage();
  const watch = watchPage(page);
  const suffix = Date.now().toString(36).replace(/[0-9]/g, 'q');
  const [first, second] = [`Quillon ${suffix}`, `Raskel ${suffix}`];

  await signUpThroughTheForm(page, 'Review Tester');

  await apiCall(page, 'POST', '/api/sources', { kind: 'text', text: `${first} is very fast and its performance is excellent under heavy load.`, items: [first] });
  await apiCall(page, 'POST', '/api/sources', { kind: 'text', text: `${second} is slow and its performance is poor under load.`, items: [second] });
  await page.locator('#item-0').fill(first);
  await page.locator('#item-1').fill(second);
  // Public, so that a signed-out reader can open it (comparisons start private).
  await page.getByRole('radio', { name: /^Public/ }).check();
  await page.getByRole('button', { name: 'Start research' }).click();
  await page.waitForURL((url) => /^\/compare\/[^/]+$/.test(url.pathname), { timeout: 90_000 });
  await page.getByRole('tab', { name: 'Dimensions' }).click();

  const card = page.locator('.dim-card:not(.no-evidence)').first();
  const review = card.locator('jx-cell-review');
  await review.locator('summary').click();
  await review.locator('select[id$="-action"]').selectOption('set-score');
  await review.locator('input[id$="-score"]').fill('2');
  await review.locator('input[id$="-note"]').fill('Our own benchmark disagrees.');
  await review.getByRole('button', { name: 'Save review' }).click();
  await card.locator('[data-testid="reviewed-cell"]').getByText(/reviewed by the author: was .*, note: Our own benchmark disagrees\./).waitFor();
  await card.locator('.score-pill').getByText(/^\s*2(\.0)?\s*\/10/).waitFor();
  await page.locator('[data-testid="reviewed-badge"]').waitFor();
  await screenshot(page, 'reviews-reviewed-cell');

  // "Show the research as found": the research's own score again, and no review controls.
  await page.getByLabel(/Show the research as found/).check();
  await card.locator('jx-cell-review').waitFor({ state: 'detached' });
  await page.getByLabel(/Show the research as found/).uncheck();

  // A signed-out reader sees the mark too.
  const path = new URL(page.url()).pathname;
  const reader = await (await stack.browser.newContext({ baseURL: stack.api.url })).newPage();
  await reader.goto(`${path}?tab=dimensions`);
  await reader.locator('[data-testid="reviewed-cell"]').first().getByText(/Our own benchmark disagrees/).waitFor();
  expect(await reader.locator('jx-cell-review').count()).toBe(0);

  await card.locator('[data-testid="cell-review-line"]').getByRole('button', { name: /Undo/ }).click();
  await card.locator('[data-testid="reviewed-cell"]').waitFor({ state: 'detached' });
  await page.locator('[data-testid="reviewed-badge"]').waitFor({ state: 'detached' });

  expect(watch.dialogs).toEqual([]);
  expect(watch.errors).toEqual([]);
});
