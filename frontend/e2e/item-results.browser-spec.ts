import type { BrowserContext } from 'playwright-core';
// The stand-in is shared test tooling (the API's e2e suite and the bench use it too).
import { type LlmStandIn, startLlmStandIn } from '../../tools/testing/llm-stand-in';
import { signUpThroughTheForm, watchPage } from './support/browser';
import { type AppStack, startAppStack } from './support/app-stack';

// Issue #21: with a slow analyst (an LLM), an item's card is filled in on the progress view as
// soon as that item is analysed, while the others are still being researched.

jest.setTimeout(180_000);

let stack: AppStack;
let context: BrowserContext;
let llm: LlmStandIn;

beforeAll(async () => {
  // SQLite's analysis is slow, so the other items' cards are filled long before the results page.
  llm = await startLlmStandIn({ delayMs: 300, delayMsByItem: { sqlite: 8000 } });
  const llmEnv = { RESEARCH_ANALYST: 'llm', LLM_PROVIDER: 'openai', LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'stand-in' };
  stack = await startAppStack({ api: { RESEARCH_SEARCH: 'corpus' }, worker: { RESEARCH_SEARCH: 'corpus', ...llmEnv } });
  context = stack.context;
});

afterAll(async () => {
  await stack?.stop();
  await llm?.close();
});

it('shows a finished item filled in on the progress view before the results page, then the token cost on the results page and the profile', async () => {
  const page = await context.newPage();
  const watch = watchPage(page);
  await signUpThroughTheForm(page, 'Early Results');

  await page.locator('#item-0').fill('PostgreSQL');
  await page.locator('#item-1').fill('SQLite');
  await page.getByRole('button', { name: '+ Add item' }).click();
  await page.locator('#item-2').fill('MySQL');
  await page.getByRole('button', { name: 'Start research' }).click();

  const card = page.locator('jx-progress-panel li.filled').first();
  await card.waitFor({ timeout: 60_000 });
  // Still the progress view: no results yet.
  expect(new URL(page.url()).pathname).toBe('/compare');
  expect(await page.getByRole('tablist', { name: 'Result views' }).count()).toBe(0);
  const name = ((await card.locator('.name').textContent()) ?? '').trim();
  expect(['PostgreSQL', 'MySQL']).toContain(name);
  const result = card.getByTestId('item-result');
  expect(await result.locator('.score').textContent()).toMatch(/^\d+\.\d$/);
  expect(await result.textContent()).toMatch(/\d+ sources?/);
  expect(await result.locator('.dims li').count()).toBeGreaterThanOrEqual(3);
  expect(await result.textContent()).toContain(`${name} is well documented`);
  // The slow item is not filled in yet.
  expect(await page.locator('jx-progress-panel li.filled', { hasText: 'SQLite' }).count()).toBe(0);

  await page.waitForURL((url) => /^\/compare\/[^/]+$/.test(url.pathname), { timeout: 90_000 });
  await page.getByRole('tablist', { name: 'Result views' }).waitFor();

  // Token cost: on the results page, and the month's total on the profile.
  const tokens = llm.calls.reduce((sum, c) => ({ prompt: sum.prompt + c.promptTokens, completion: sum.completion + c.completionTokens }), { prompt: 0, completion: 0 });
  const usage = ((await page.getByTestId('token-usage').textContent()) ?? '').replace(/\s+/g, ' ').trim();
  expect(usage.replace(/[\u202f\u00a0 ,.]/g, '')).toBe(`Modeltokens:${tokens.prompt}prompt+${tokens.completion}completion`);
  await page.goto('/profile');
  const month = page.getByTestId('tokens-this-month');
  await month.waitFor();
  expect(((await month.textContent()) ?? '').replace(/[\u202f\u00a0,.]/g, '').replace(/\s+/g, ' ')).toContain(`Model tokens this month: ${tokens.prompt + tokens.completion}`);
  expect({ dialogs: watch.dialogs, pageErrors: watch.errors }).toEqual({ dialogs: [], pageErrors: [] });
});
