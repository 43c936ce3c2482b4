import type { Response } from 'express';

/** What a stream's client reads when the token it was opened with is revoked. */
const REVOKED_MESSAGE = 'This API token was revoked.';

/** Progress streams (their head's headers are released once sent, so the type cannot be read back). */
const progressStreams = new WeakSet<Response>();

/** Marks `res` as a progress stream: a revocation ends it with an `error` event rather than a cut. */
export function markProgressStream(res: Response): void {
  progressStreams.add(res);
}

/**
 * Ends a response whose token was revoked, whatever state it is in: not answered yet, a 401 like
 * the next request with the token would get; a progress stream, a last `error` event and the
 * end; anything else (an MCP call's answer under way), the connection is cut.
 */
export function endRevoked(res: Response): void {
  // The code that owned the response may still write to it before it hears 'close': let it.
  res.on('error', () => undefined);
  if (res.writableEnded || res.destroyed) return;
  if (!res.headersSent) {
    res.setHeader('WWW-Authenticate', 'Bearer realm="juxta"');
    res.status(401).json({ error: REVOKED_MESSAGE, code: 'unauthenticated' });
    return;
  }
  if (progressStreams.has(res)) {
    // No `id:`: the client's Last-Event-ID stays that of the last real event.
    res.end(`event: error\ndata: ${JSON.stringify({ error: REVOKED_MESSAGE })}\n\n`);
    return;
  }
  res.destroy();
}

/** The responses still open per API token in this process (a stream lives minutes; most requests, milliseconds). */
export class OpenRequestsByToken {
  private readonly open = new Map<string, Set<Response>>();

  /** Remembers `res` until it closes. */
  track(tokenId: string, res: Response): void {
    let set = this.open.get(tokenId);
    if (!set) {
      set = new Set();
      this.open.set(tokenId, set);
    }
    set.add(res);
    res.once('close', () => {
      const current = this.open.get(tokenId);
      current?.delete(res);
      if (current?.size === 0) this.open.delete(tokenId);
    });
  }

  /** Tokens with something open. */
  tokenIds(): string[] {
    return [...this.open.keys()];
  }

  /** Responses open with this token (for tests and metrics). */
  count(tokenId: string): number {
    return this.open.get(tokenId)?.size ?? 0;
  }

  /** Ends everything open with the token. */
  endAll(tokenId: string): void {
    const set = this.open.get(tokenId);
    if (!set) return;
    this.open.delete(tokenId);
    for (const res of set) endRevoked(res);
  }
}
