import { connect, type Socket } from 'node:net';
import { startTestApp, type TestApp } from './support/test-app';

/** Sends one request on the socket and resolves with the status line of its answer. */
function ask(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) {
        socket.off('data', onData);
        resolve(text.split('\r\n')[0]);
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error('the server closed the connection')));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe('the API HTTP server (real API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps idle keep-alive connections longer than a reverse proxy does (nginx upstream: 60 s)', async () => {
    // Node closes idle connections after 5 s by default; a proxy reusing one at that moment
    // turns a POST /api/compare into a 502 (nginx retries only idempotent requests).
    const server = t.app.getHttpServer();
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    const socket = connect(server.address().port, '127.0.0.1');
    try {
      expect(await ask(socket, '/api/health')).toBe('HTTP/1.1 200 OK');
      await new Promise((r) => setTimeout(r, 6000));
      expect(await ask(socket, '/api/health')).toBe('HTTP/1.1 200 OK');
    } finally {
      socket.destroy();
    }
  }, 20_000);
});
