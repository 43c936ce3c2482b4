import type { IncomingMessage, Server } from 'node:http';
import { PinoLogger } from 'nestjs-pino';
import { stdoutLogDestination } from '../src/common/http/log-destination';
import { startTestApp, type TestApp } from './support/test-app';

interface LogLine {
  msg: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/** What an operator reads for an ordinary request: one line when it ends, and no per-request logger meanwhile. */
describe('the request log (real Postgres and Redis)', () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  let restoreLog: () => void;

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'warn' });
    PinoLogger.root.level = 'info';
    const write = jest.spyOn(stdoutLogDestination(), 'write').mockImplementation((line: string) => {
      lines.push(JSON.parse(line) as LogLine);
      return true;
    });
    restoreLog = () => write.mockRestore();
  });
  afterAll(async () => {
    restoreLog();
    await t.close();
  });

  const linesOf = (id: string) => lines.filter((l) => l.req?.id === id);
  async function settled(): Promise<void> {
    await new Promise((r) => setTimeout(r, 100));
  }

  it('logs an ordinary request once, when it ends, without building a request logger for it', async () => {
    const server = t.app.getHttpServer() as Server;
    const seen: IncomingMessage[] = [];
    const capture = (req: IncomingMessage) => seen.push(req);
    server.prependListener('request', capture);
    try {
      const res = await t.http.get('/api/auth/session').expect(401);
      await settled();
      const id = res.headers['x-request-id'];
      expect(linesOf(id)).toEqual([
        expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ method: 'GET', url: '/api/auth/session' }), res: { statusCode: 401 }, responseTime: expect.any(Number) }),
      ]);
      const req = seen.find((r) => (r as IncomingMessage & { id?: string }).id === id) as (IncomingMessage & Record<string, unknown>) | undefined;
      expect(req).toBeDefined();
      expect([req!.log, req!.allLogs, (req!.res as unknown as Record<string, unknown>).log]).toEqual([undefined, undefined, undefined]);
    } finally {
      server.removeListener('request', capture);
    }
  });

  it('does not log health checks', async () => {
    const res = await t.http.get('/api/health').expect(200);
    await settled();
    expect(linesOf(res.headers['x-request-id'])).toEqual([]);
  });
});
