import { Logger } from '@nestjs/common';
import { startTestApp } from './support/test-app';

describe('starting the API (real API)', () => {
  it('starts without warnings about unsupported route paths, and still answers under /api', async () => {
    // An operator reads the start-up log; a warning at every start teaches them to ignore warnings.
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const error = jest.spyOn(Logger.prototype, 'error');
    const t = await startTestApp();
    try {
      const said = [...warn.mock.calls, ...error.mock.calls].map((call) => String(call[0]));
      expect(said.filter((text) => /route path/i.test(text))).toEqual([]);
      expect((await t.http.get('/api/health')).status).toBe(200);
      expect((await t.http.get('/api/no-such-thing')).status).toBe(404);
    } finally {
      warn.mockRestore();
      error.mockRestore();
      await t.close();
    }
  });
});
