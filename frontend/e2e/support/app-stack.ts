import type { Browser, BrowserContext } from 'playwright-core';
// The browser suite drives the same built processes as the API's end-to-end suite.
// eslint-disable-next-line no-restricted-imports
import { type RunningProcess, startApi, startWorker } from '../../../backend/test/support/processes';
import { frontendDist, launchChromium } from './browser';

/** The built API serving the app, one worker, and Chromium with a desktop context on the API. */
export interface AppStack {
  api: RunningProcess & { url: string };
  worker: RunningProcess;
  browser: Browser;
  context: BrowserContext;
  stop(): Promise<void>;
}

/** Starts what a browser spec drives; `api` and `worker` are extra environment for each process. */
export async function startAppStack(env: { api?: Record<string, string>; worker?: Record<string, string> } = {}): Promise<AppStack> {
  const [api, worker, browser] = await Promise.all([
    startApi({ SERVE_FRONTEND: 'true', FRONTEND_DIST: frontendDist, ...env.api }),
    startWorker(env.worker),
    launchChromium(),
  ]);
  const context = await browser.newContext({ baseURL: api.url, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  return {
    api,
    worker,
    browser,
    context,
    stop: async () => {
      await context.close().catch(() => undefined);
      await browser.close();
      await Promise.all([worker.stop(), api.stop()]);
    },
  };
}
