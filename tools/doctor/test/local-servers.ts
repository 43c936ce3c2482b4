import { type LocalHandler, type LocalServer, startLocalServer } from '../../../libs/providers/test/support/local-http-server';

/** Stand-in servers for one describe block, each closed after its test. */
export function useLocalServers(): (handler: LocalHandler) => Promise<LocalServer> {
  const servers: LocalServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  return async (handler) => {
    const server = await startLocalServer(handler);
    servers.push(server);
    return server;
  };
}
