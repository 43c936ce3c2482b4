import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface CuttableProxy {
  url: string;
  /** Requests seen, as "METHOD /path". */
  requests: string[];
  /** Drops every open event stream as a network failure would (connection reset, no clean end). */
  cutStreams(): number;
  close(): Promise<void>;
}

/**
 * A pass-through HTTP proxy in front of the API whose open Server-Sent Event streams can be cut.
 * Chromium's offline emulation only fails new requests (a stream already open keeps flowing), so
 * a real dropped connection needs a socket that the test can destroy.
 */
export async function startCuttableProxy(target: string): Promise<CuttableProxy> {
  const upstream = new URL(target);
  const requests: string[] = [];
  const streams = new Set<{ client: Socket; api: IncomingMessage }>();
  const sockets = new Set<Socket>();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(`${req.method} ${req.url}`);
    // The Host header is passed on unchanged, so the API's same-origin (CSRF) check sees the proxy's origin on both sides.
    const out = forward({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (api) => {
      res.writeHead(api.statusCode ?? 502, api.headers);
      if (String(api.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        const entry = { client: req.socket, api };
        streams.add(entry);
        res.on('close', () => streams.delete(entry));
      }
      api.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    cutStreams() {
      const n = streams.size;
      for (const { client, api } of streams) {
        client.resetAndDestroy();
        api.destroy();
      }
      streams.clear();
      return n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
