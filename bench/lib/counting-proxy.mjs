// A TCP proxy on 127.0.0.1 that counts what a client sends (writes ≈ round trips for
// request/response protocols such as Redis and Postgres) and what it receives.
import net from 'node:net';

export async function countingProxy(targetPort, targetHost = '127.0.0.1') {
  const counts = { clientWrites: 0, clientBytes: 0, serverWrites: 0, serverBytes: 0, connections: 0 };
  const sockets = new Set();
  const server = net.createServer((client) => {
    counts.connections += 1;
    const upstream = net.connect(targetPort, targetHost);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    sockets.add(client).add(upstream);
    client.on('data', (b) => {
      counts.clientWrites += 1;
      counts.clientBytes += b.length;
      upstream.write(b);
    });
    upstream.on('data', (b) => {
      counts.serverWrites += 1;
      counts.serverBytes += b.length;
      client.write(b);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    counts,
    snapshot: () => ({ ...counts }),
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
