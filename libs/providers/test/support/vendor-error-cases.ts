import { ProviderError } from '@juxta/research';
import { closedPort, type LocalHandler, sendJson, sendMalformedJson, startLocalServer } from './local-http-server';

/** Something that calls a vendor once, configured for a base URL and a timeout. */
export type VendorCall = (baseUrl: string, timeoutMs: number, signal?: AbortSignal) => Promise<unknown>;

/**
 * The failure cases every vendor adapter must turn into a ProviderError: a bad key, rate
 * limiting (with Retry-After), a server error, malformed JSON, a timeout and no server at all.
 */
export function itReportsVendorFailures(provider: string, call: VendorCall): void {
  async function failureOf(handler: LocalHandler, timeoutMs = 2000): Promise<ProviderError> {
    const server = await startLocalServer(handler);
    try {
      await call(server.baseUrl, timeoutMs);
    } catch (error) {
      return error as ProviderError;
    } finally {
      await server.close();
    }
    throw new Error('expected the call to fail');
  }

  it('reports a rejected key (401) as a ProviderError', async () => {
    const error = await failureOf((_req, res) => sendJson(res, 401, { error: { message: 'invalid key sk-123' } }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider, status: 401 });
    expect(error.message).toMatch(/API key/);
    expect(error.message).not.toContain('sk-123');
  });

  it('reports a forbidden key (403) as a ProviderError', async () => {
    const error = await failureOf((_req, res) => sendJson(res, 403, { error: 'forbidden' }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider, status: 403 });
  });

  it('reports rate limiting (429) with its Retry-After', async () => {
    const error = await failureOf((_req, res) => sendJson(res, 429, { error: 'slow down' }, { 'retry-after': '17' }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider, status: 429 });
    expect(error.message).toMatch(/rate limit/i);
    expect(error.message).toContain('17 s');
  });

  it('reports a server error (500)', async () => {
    const error = await failureOf((_req, res) => sendJson(res, 500, { error: 'boom' }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider, status: 500 });
  });

  it('reports malformed JSON', async () => {
    const error = await failureOf((_req, res) => sendMalformedJson(res));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.provider).toBe(provider);
    expect(error.message).toMatch(/malformed JSON/);
  });

  it('reports a timeout', async () => {
    const started = Date.now();
    const error = await failureOf(() => undefined, 150);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.message).toMatch(/did not answer within 150 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports an unreachable server', async () => {
    const port = await closedPort();
    const error = await call(`http://127.0.0.1:${port}`, 2000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toMatch(/could not be reached/);
  });

  it("rethrows the caller's own abort rather than a ProviderError", async () => {
    const server = await startLocalServer(() => undefined);
    try {
      const controller = new AbortController();
      const pending = call(server.baseUrl, 5000, controller.signal);
      setTimeout(() => controller.abort(new Error('cancelled by test')), 50);
      await expect(pending).rejects.toThrow('cancelled by test');
    } finally {
      await server.close();
    }
  });
}
