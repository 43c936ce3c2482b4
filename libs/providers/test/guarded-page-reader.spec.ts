import { gzipSync } from 'node:zlib';
import { GuardedPageReader, type HostResolver } from '../src/page-reader';
import { type LocalServer, startLocalServer } from './support/local-http-server';

const ARTICLE = `<!doctype html>
<html><head>
  <title>Choosing a database | Example Blog</title>
  <link rel="stylesheet" href="/style.css">
  <script src="/script.js"></script>
  <script>document.title = 'hacked'; fetch('/from-script');</script>
</head><body>
  <nav><a href="/">Home</a> <a href="/about">About</a> <a href="/contact">Contact</a></nav>
  <article>
    <h1>Choosing a database</h1>
    <p>PostgreSQL is a powerful open-source relational database with a strong reputation for reliability, feature robustness and performance.</p>
    <p>MySQL is widely used for web applications and is known for being fast and easy to set up, with a large community behind it.</p>
    <p>SQLite is an embedded database engine: it needs no server, stores everything in one file and is the most widely deployed database in the world.</p>
    <img src="/tracker.gif" alt="">
  </article>
  <footer>Copyright Example Blog</footer>
</body></html>`;

describe('GuardedPageReader', () => {
  let server: LocalServer;
  let origin: string;

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      const path = req.url;
      if (path === '/article') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void res.end(ARTICLE);
      }
      if (path === '/gzip') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return void res.end(gzipSync(ARTICLE));
      }
      if (path === '/plain') {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        return void res.end('Release notes\n\nVersion 2 is   faster.\n');
      }
      if (path === '/json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end('{"a":1}');
      }
      if (path === '/missing') {
        res.writeHead(404, { 'content-type': 'text/html' });
        return void res.end('<p>not found</p>');
      }
      if (path === '/huge-streamed') {
        // No Content-Length: the limit must be enforced while the body arrives.
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
        let sent = 0;
        const pump = () => {
          while (sent < 200 && !res.destroyed) {
            sent++;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => (hugeChunksSent = sent));
        return pump();
      }
      if (path === '/huge-declared') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) });
        return void res.write('<p>start</p>');
      }
      if (path === '/slow') return; // never answers
      if (path === '/redirect-relative') {
        res.writeHead(302, { location: '/article' });
        return void res.end();
      }
      if (path === '/redirect-private') {
        res.writeHead(301, { location: `http://internal.test:${server.port}/article` });
        return void res.end();
      }
      if (path === '/redirect-metadata') {
        res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' });
        return void res.end();
      }
      if (path === '/redirect-loop') {
        res.writeHead(302, { location: '/redirect-loop' });
        return void res.end();
      }
      res.writeHead(404);
      res.end();
    });
    origin = server.baseUrl;
  });
  afterAll(() => server.close());
  beforeEach(() => server.requests.splice(0));

  let hugeChunksSent = 0;

  /** DNS under the test's control: these names exist nowhere else. */
  const fakeDns: HostResolver = async (hostname) => {
    const table: Record<string, { address: string; family: 4 | 6 }[]> = {
      'article.test': [{ address: '127.0.0.1', family: 4 }],
      'internal.test': [{ address: '10.0.0.7', family: 4 }],
      'mixed.test': [
        { address: '93.184.216.34', family: 4 },
        { address: '192.168.1.10', family: 4 },
      ],
      'mapped.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
      'compat.test': [{ address: '::7f00:1', family: 6 }],
    };
    const found = table[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  };

  /** Allows exactly the test server's address, so every other private address stays refused. */
  const pinnedReader = (options: { timeoutMs?: number; maxBytes?: number } = {}) =>
    new GuardedPageReader({ allowPrivateAddresses: ['127.0.0.1'], resolve: fakeDns, ...options });

  describe('refuses what it must not fetch', () => {
    const strict = new GuardedPageReader({ resolve: fakeDns });

    it.each([
      ['loopback', () => `${origin}/article`],
      ['cloud metadata (link-local)', () => 'http://169.254.169.254/latest/meta-data/'],
      ['IPv6 loopback', () => `http://[::1]:${server.port}/article`],
      ['the unspecified address', () => `http://0.0.0.0:${server.port}/article`],
      ['an alternative spelling of loopback', () => `http://0x7f.1:${server.port}/article`],
      ['file URLs', () => 'file:///etc/passwd'],
      ['ftp URLs', () => 'ftp://ftp.example.com/pub/file.txt'],
      ['a name resolving to a private address', () => 'http://internal.test/'],
      ['a name with one private address among public ones', () => 'http://mixed.test/'],
      ['a name resolving to IPv4-mapped loopback', () => `http://mapped.test:${server.port}/article`],
      ['a name resolving to IPv4-compatible loopback', () => `http://compat.test:${server.port}/article`],
      ['IPv4-compatible cloud metadata', () => 'http://[::a9fe:a9fe]/latest/meta-data/'],
      ['a name that does not resolve', () => 'http://nowhere.test/'],
      ['a URL that does not parse', () => 'not a url'],
    ])('%s', async (_case, url) => {
      await expect(strict.read(url())).resolves.toBeNull();
      expect(server.requests).toHaveLength(0);
    });

    it('a name resolving to loopback through the system resolver', async () => {
      await expect(new GuardedPageReader().read(`http://localhost:${server.port}/article`)).resolves.toBeNull();
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('with the test server allowed', () => {
    it('reads the article text, inertly', async () => {
      const page = await new GuardedPageReader({ allowPrivateAddresses: true }).read(`${origin}/article`);

      expect(page).not.toBeNull();
      expect(page?.url).toBe(`${origin}/article`);
      expect(page?.title).toBe('Choosing a database | Example Blog');
      expect(page?.text).toContain('PostgreSQL is a powerful open-source relational database');
      expect(page?.text).toContain('SQLite is an embedded database engine');
      // Paragraphs stay apart rather than running into each other.
      expect(page?.text).toMatch(/performance\.\nMySQL/);
      expect(page?.text).not.toContain('Copyright');
      // No script ran (it would have retitled the page and fetched) and no resource was loaded: the server saw the page request only.
      expect(server.requests.map((r) => r.url)).toEqual(['/article']);
    });

    it('connects to the vetted address, not to a second DNS answer', async () => {
      // article.test exists only in the injected resolver; reading it proves the pinned lookup is used.
      const page = await pinnedReader().read(`http://article.test:${server.port}/article`);
      expect(page?.text).toContain('MySQL is widely used');
      expect(server.requests[0].headers.host).toBe(`article.test:${server.port}`);
    });

    it('reads gzip-encoded pages and plain text', async () => {
      const reader = pinnedReader();
      await expect(reader.read(`${origin}/gzip`)).resolves.toMatchObject({ title: 'Choosing a database | Example Blog' });
      await expect(reader.read(`${origin}/plain`)).resolves.toEqual({
        url: `${origin}/plain`,
        title: `${origin}/plain`,
        text: 'Release notes\nVersion 2 is faster.',
      });
    });

    it('refuses other content types and failed statuses', async () => {
      const reader = pinnedReader();
      await expect(reader.read(`${origin}/json`)).resolves.toBeNull();
      await expect(reader.read(`${origin}/missing`)).resolves.toBeNull();
    });

    it('follows a redirect to an allowed address', async () => {
      const page = await pinnedReader().read(`${origin}/redirect-relative`);
      expect(page?.url).toBe(`${origin}/article`);
      expect(page?.text).toContain('PostgreSQL');
    });

    it('refuses a redirect to a private address', async () => {
      const reader = pinnedReader();
      await expect(reader.read(`${origin}/redirect-private`)).resolves.toBeNull();
      await expect(reader.read(`${origin}/redirect-metadata`)).resolves.toBeNull();
      expect(server.requests.map((r) => r.url)).toEqual(['/redirect-private', '/redirect-metadata']);
    });

    it('gives up after 5 redirects', async () => {
      await expect(pinnedReader().read(`${origin}/redirect-loop`)).resolves.toBeNull();
      expect(server.requests).toHaveLength(6);
    });

    it('cuts a body that grows past the size limit', async () => {
      const page = await pinnedReader({ maxBytes: 256 * 1024 }).read(`${origin}/huge-streamed`);
      expect(page).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 100));
      // 200 chunks of 64 KiB were on offer; the download stopped long before.
      expect(hugeChunksSent).toBeLessThan(200);
    });

    it('refuses a declared length past the limit', async () => {
      await expect(pinnedReader().read(`${origin}/huge-declared`)).resolves.toBeNull();
    });

    it('gives up on a page that does not answer in time', async () => {
      const started = Date.now();
      await expect(pinnedReader({ timeoutMs: 200 }).read(`${origin}/slow`)).resolves.toBeNull();
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('says why a read failed, for people adding a source by URL', async () => {
      const reader = pinnedReader({ timeoutMs: 300, maxBytes: 256 * 1024 });
      const problem = async (url: string) => {
        const result = await reader.readExplained(url);
        return 'problem' in result ? result.problem : 'read';
      };
      expect(await problem(`${origin}/missing`)).toBe('it answered with HTTP 404');
      expect(await problem(`${origin}/json`)).toBe('it is application/json, not HTML or plain text');
      expect(await problem(`${origin}/huge-declared`)).toBe('it is larger than 256 kB');
      expect(await problem(`${origin}/huge-streamed`)).toBe('it is larger than 256 kB');
      expect(await problem(`${origin}/slow`)).toBe('it did not answer within 300 ms');
      expect(await problem(`${origin}/redirect-loop`)).toBe('it redirected more than 5 times');
      expect(await problem(`${origin}/redirect-private`)).toBe('internal.test is a private, local or reserved network address, which is never read');
      expect(await problem('http://nowhere.test/')).toBe('its host name could not be found');
      expect(await problem('ftp://ftp.example.com/x')).toBe('it is not an http or https address');
      expect(await problem(`${origin}/article`)).toBe('read');
    });

    it("throws when the caller aborts", async () => {
      const controller = new AbortController();
      const pending = pinnedReader().read(`${origin}/slow`, controller.signal);
      setTimeout(() => controller.abort(new Error('research cancelled')), 50);
      await expect(pending).rejects.toThrow('research cancelled');
    });
  });
});
