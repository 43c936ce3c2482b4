import type { BrowserContext } from 'playwright-core';
import { signUpThroughTheForm, watchPage } from './support/browser';
import { type AppStack, startAppStack } from './support/app-stack';

// Issue #15: "no evidence" is never a dead end. Two items no document knows → the results page
// says so and offers to add a source in place → rerun → that item is scored from the source.

jest.setTimeout(180_000);

const REVIEW =
  'Quillobrand is very fast and its performance stays excellent under heavy load. ' +
  'Quillobrand is easy to learn, and the documentation is clear and friendly for beginners. ' +
  'Quillobrand is reliable and stable in production.';

let stack: AppStack;
let context: BrowserContext;

beforeAll(async () => {
  // The default RESEARCH_SEARCH=auto; the test harness points its probe at a closed port, so
  // the corpus is the only provider, as on a server without internet.
  stack = await startAppStack();
  context = stack.context;
});

afterAll(async () => {
  await stack?.stop();
});

it('compare two unknown items → no evidence → add a source for one on the results page → rerun → it has quoted evidence from that source', async () => {
  const page = await context.newPage();
  const watch = watchPage(page);

  await signUpThroughTheForm(page, 'Evidence Tester');

  // The compare page says where evidence will come from.
  await page.getByText('Evidence will come from the local document library, plus any sources you add.').waitFor();
  await page.locator('#item-0').fill('Quillobrand');
  await page.locator('#item-1').fill('Vextramor');
  await page.getByRole('button', { name: 'Start research' }).click();
  await page.waitForURL((url) => /^\/compare\/[^/]+$/.test(url.pathname), { timeout: 90_000 });
  await page.getByRole('tablist', { name: 'Result views' }).waitFor();
  const firstPath = new URL(page.url()).pathname;

  const gaps = page.getByRole('region', { name: 'Items without evidence' });
  await gaps.getByText('Quillobrand: no evidence was found here').waitFor();
  await gaps.getByText('Vextramor: no evidence was found here').waitFor();

  await gaps.getByRole('button', { name: 'Add a source for Quillobrand' }).click();
  await gaps.getByRole('radio', { name: 'Paste text' }).check();
  await gaps.getByLabel('Text about Quillobrand').fill(REVIEW);
  await gaps.getByRole('button', { name: 'Add source' }).click();
  await gaps.getByRole('button', { name: 'Rerun with my sources' }).click();

  // The rerun is a new comparison: wait for its result.
  await page.waitForURL((url) => /^\/compare\/[^/]+$/.test(url.pathname) && url.pathname !== firstPath, { timeout: 90_000 });
  await page.getByRole('tablist', { name: 'Result views' }).waitFor();
  const stillMissing = page.getByRole('region', { name: 'Items without evidence' });
  await stillMissing.getByText('Vextramor: no evidence was found here').waitFor();
  expect(await stillMissing.getByText('Quillobrand: no evidence').count()).toBe(0);

  await page.getByRole('tab', { name: 'Sources' }).click();
  const section = page.locator('#panel-sources section').filter({ hasText: 'Quillobrand' }).first();
  const source = section.locator('li.source').filter({ hasText: 'added by you' }).first();
  await source.waitFor();
  await source.getByText(/Cited by \d+ claims?/).click();
  const quotes = await source.locator('.cites q').allInnerTexts();
  expect(quotes.length).toBeGreaterThan(0);
  // Every quote is text from the added source.
  for (const quote of quotes) expect(REVIEW.replace(/\s+/g, ' ')).toContain(quote.replace(/\s+/g, ' ').replace(/^…|…$/g, '').trim());

  expect({ dialogs: watch.dialogs, pageErrors: watch.errors }).toEqual({ dialogs: [], pageErrors: [] });
});

it('adds a source for an item on the compare form, before the research, and the research uses it', async () => {
  // Signed in by the test above (same browser context).
  const page = await context.newPage();
  const watch = watchPage(page);
  await page.goto('/compare');
  await page.locator('#item-0').fill('Drovelline');
  await page.locator('#item-1').fill('Vextramor');
  await page.getByRole('button', { name: 'Drovelline', exact: true }).click();
  await page.getByRole('radio', { name: 'Paste text' }).check();
  await page.getByLabel('Text about Drovelline').fill(REVIEW.replace(/Quillobrand/g, 'Drovelline'));
  await page.getByRole('button', { name: 'Add source' }).click();
  await page.getByRole('status').filter({ hasText: 'The research will use it' }).waitFor();

  await page.getByRole('button', { name: 'Start research' }).click();
  await page.waitForURL((url) => /^\/compare\/[^/]+$/.test(url.pathname), { timeout: 90_000 });
  await page.getByRole('tablist', { name: 'Result views' }).waitFor();
  const gaps = page.getByRole('region', { name: 'Items without evidence' });
  await gaps.getByText('Vextramor: no evidence was found here').waitFor();
  expect(await gaps.getByText('Drovelline: no evidence').count()).toBe(0);
  await page.getByRole('tab', { name: 'Sources' }).click();
  await page.locator('#panel-sources section').filter({ hasText: 'Drovelline' }).first().locator('li.source').filter({ hasText: 'added by you' }).first().waitFor();
  expect({ dialogs: watch.dialogs, pageErrors: watch.errors }).toEqual({ dialogs: [], pageErrors: [] });
});
