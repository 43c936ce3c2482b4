import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const repoRoot = join(__dirname, '../../..');
export const frontendDist = join(repoRoot, 'dist/frontend/browser');
export const screenshotDir = join(repoRoot, 'test-results/screenshots');

/** Debian's Chromium, never a downloaded one; everything but 127.0.0.1 is unresolvable so a test can't reach the internet. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
}

/** What a page did that a test should not have to look for: dialogs (XSS) and uncaught errors. */
export interface PageWatch {
  dialogs: string[];
  errors: string[];
}

export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { dialogs: [], errors: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    // An undismissed dialog would block the page and hang the test instead of failing it.
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (error) => watch.errors.push(`${page.url()}: ${error.message}`));
  return watch;
}

/** The parts of an axe result worth printing (the full result does not survive serialisation well). */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; summary: string }[];
}

let axeSource: string | null = null;

/**
 * Runs axe-core in the page. The app's CSP (script-src 'self') blocks an injected <script>, but
 * code evaluated over the DevTools protocol is not subject to the page's CSP.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate<boolean>('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  return page.evaluate<AxeViolation[]>(`
    axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({
      id: v.id,
      impact: v.impact || null,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), html: n.html.slice(0, 240), summary: n.failureSummary || '' })),
    })))
  `);
}

export function isSeriousOrCritical(v: AxeViolation): boolean {
  return v.impact === 'serious' || v.impact === 'critical';
}

/** Full-page screenshot after the lazy (@defer on viewport) parts below the fold have rendered. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await page.waitForTimeout(250);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.waitForTimeout(150);
  const file = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Elements wider than the viewport (the usual cause of a sideways-scrolling phone layout). */
export function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; viewport: number; culprits: string[] }> {
  return page.evaluate(`(() => {
    const viewport = document.documentElement.clientWidth;
    const culprits = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > viewport + 1 && culprits.length < 8) {
        culprits.push(el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ' right=' + Math.round(r.right));
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport, culprits };
  })()`);
}

/** Signs a new user up through the app's own form and waits for the compare page it lands on. */
export async function signUpThroughTheForm(page: Page, name: string): Promise<void> {
  await page.goto('/sign-up');
  await page.locator('#su-name').fill(name);
  await page.locator('#su-email').fill(`${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.test`);
  await page.locator('#su-password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/compare');
}

/** A JSON request from the page, as the app sends it (same origin, session cookie, CSRF rules). */
export function apiCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, headers: { 'content-type': 'application/json', accept: 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return (await res.json()) as T;
    },
    { method, path, body },
  );
}
