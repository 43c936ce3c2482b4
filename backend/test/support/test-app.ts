import type { INestApplication } from '@nestjs/common';
import { type AppConfig, loadConfig } from '@juxta/config';
import request from 'supertest';
import { createApp } from '../../src/app-setup';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

/** Starts the real API (real Postgres and Redis from the test run's environment) on a free port. */
export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ ...process.env, SERVE_FRONTEND: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_MULTIPLIER: '1000', ...overrides });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  return {
    app,
    config,
    http: request(app.getHttpServer()),
    close: () => app.close(),
  };
}

let counter = 0;
/** A fresh, valid sign-up body. */
export function newUser(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  counter += 1;
  return {
    name: `Tester ${counter}`,
    email: `tester-${Date.now().toString(36)}-${counter}@example.org`,
    password: 'correct horse battery staple',
    ...overrides,
  };
}

/** The `name=value` part of the session cookie in a response. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const set = res.headers['set-cookie'];
  const cookies = Array.isArray(set) ? (set as string[]) : [];
  return cookies.find((c) => c.startsWith('juxta.sid='))?.split(';')[0];
}
