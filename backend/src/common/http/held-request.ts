import type { Request } from 'express';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/**
 * Lets go of what the router and the URL parser left on a request that is now a held stream and
 * will not be routed again: the router's `next` chain (with the closures that would restore
 * `params` and `baseUrl` on the way out), the matched route and params, the parsed URL caches.
 * Kept: what the request log reads at the end (id, method, originalUrl, ip, headers). The fields
 * are set to undefined, not deleted, so the object keeps its shape.
 */
export function releaseRoutingState(req: Request): void {
  const held = req as unknown as Record<string, unknown>;
  // Own fields only: `query` and the like are getters of Express's request prototype.
  for (const key of ['next', 'route', 'params', '_parsedUrl', '_parsedOriginalUrl']) {
    if (Object.hasOwn(held, key) && held[key] !== undefined) held[key] = undefined;
  }
}

/** Node's own key of a response's header map (not exported; found by its description once). */
const outHeadersKey = (() => {
  const probe = new ServerResponse(new IncomingMessage(new Socket()));
  probe.setHeader('x-probe', '1');
  return Object.getOwnPropertySymbols(probe).find((s) => s.description === 'kOutHeaders');
})();

/** What stands for a head once it went out: `headersSent` and Node's own checks only ask whether there is one. */
const SENT_HEAD = 'sent\r\n\r\n';

type SentResponse = ServerResponse & { _header?: string | null; _headerSent?: boolean };

/**
 * Lets go of a held stream's response head once it is on the wire: Node keeps the header map
 * (a [name, value] array for each of the ~17 headers, security headers included) and the head's
 * text for the response's whole life, ~1.5 KiB per stream, though after the head is sent it only
 * ever checks that there is one. The map becomes null (Node's own state before any header is set)
 * and the text a short stand-in. Nothing is done unless the head has gone out (`_headerSent`) and
 * Node's fields are where this expects them (Node 20); `headersSent` stays true.
 */
export function releaseSentHead(res: ServerResponse): void {
  const sent = res as SentResponse;
  if (sent._headerSent !== true || typeof sent._header !== 'string' || !res.headersSent) return;
  sent._header = SENT_HEAD;
  if (outHeadersKey && Object.hasOwn(res, outHeadersKey)) (res as unknown as Record<symbol, unknown>)[outHeadersKey] = null;
}
