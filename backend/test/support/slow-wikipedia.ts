import { createServer, type Server } from 'node:http';

/** A local stand-in for the MediaWiki API that answers "no results" after a delay. */
export async function startSlowWikipedia(delayMs: number): Promise<{ url: string; requests: () => number; close(): Promise<void> }> {
  let count = 0;
  const server: Server = createServer((req, res) => {
    count += 1;
    setTimeout(() => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ batchcomplete: '', query: { searchinfo: { totalhits: 0 }, search: [], pages: {} } }));
    }, delayMs);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => count,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
