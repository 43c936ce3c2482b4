import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the local server saw it. */
export interface RecordedRequest {
  method: string;
  /** Path and query string. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type LocalHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/** A vendor stand-in on 127.0.0.1 with an ephemeral port. */
export interface LocalServer {
  baseUrl: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Starts a server that records every request and answers with `handler`. */
export async function startLocalServer(handler: LocalHandler): Promise<LocalServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging test responses (timeouts) would otherwise keep the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with a JSON body. */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Answers with a body that claims to be JSON and is not. */
export function sendMalformedJson(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"results": [ {"title": "unterminated');
}

/** A port with nothing listening on it, for network-failure cases. */
export async function closedPort(): Promise<number> {
  const server = await startLocalServer(() => undefined);
  await server.close();
  return server.port;
}
