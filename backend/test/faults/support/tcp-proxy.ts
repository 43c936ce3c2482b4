import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server (Postgres here), so a test can make it unreachable without
 * stopping it for everybody else: `cut()` destroys every open connection and stops listening
 * (new connections are refused at once); `restore()` listens again on the same port.
 */
export interface TcpProxy {
  readonly port: number;
  /** Connections currently relayed. */
  connections(): number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const track = (s: Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
    s.on('error', () => undefined);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = connect(target.port, target.host);
        track(client);
        track(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.once('close', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const address = s.address();
        if (typeof address === 'object' && address) port = address.port;
        server = s;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = undefined;
      if (!s) return resolve();
      s.close(() => resolve());
    });

  const destroyAll = () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
  };

  await listen();
  return {
    get port() {
      return port;
    },
    connections: () => sockets.size / 2,
    async cut() {
      const closing = stopListening();
      destroyAll();
      await closing;
    },
    restore: listen,
    async close() {
      const closing = stopListening();
      destroyAll();
      await closing;
    },
  };
}
