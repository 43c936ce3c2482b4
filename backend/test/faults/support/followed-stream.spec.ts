import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { follow, outcome } from './followed-stream';

// How the fault tests tell a hung stream from one that ended as the user should see it.
describe('outcome of a followed stream', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/refused') {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'The database is not reachable right now. Try again in a moment.', code: 'service_unavailable' }));
      } else if (req.url === '/done') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end('id: 1\nevent: progress\ndata: {}\n\nid: 2\nevent: done\ndata: {}\n\n');
      } else if (req.url === '/cut-short') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end('id: 1\nevent: progress\ndata: {}\n\n');
      } else {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<h1>Bad gateway</h1>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('counts a compare refused with an {error} body before any stream opened as refused, not hung', async () => {
    expect(outcome(await follow(`${url}/refused`, { body: {} }).finished)).toBe('refused');
  });

  it('keeps done for a stream that ended with done, and hung for one that ended without done or error', async () => {
    expect(outcome(await follow(`${url}/done`).finished)).toBe('done');
    expect(outcome(await follow(`${url}/cut-short`).finished)).toBe('none');
  });

  it('does not take an error page that is no {error} answer for a refusal', async () => {
    expect(outcome(await follow(`${url}/proxy-error`).finished)).toBe('none');
  });
});
