import type { RequestHandler } from 'express';
import { UnauthenticatedError } from '../common/errors/app-errors';
import { sendError, toErrorResponse } from '../common/errors/error-response';
import { isApiPath } from '../common/http/csrf.middleware';
import type { ApiTokensService } from './api-tokens.service';
import type { TokenRevocationsService } from './token-revocations.service';

/** True for the MCP endpoint, in any letter case (like /api, Nest's router ignores case). */
export function isMcpPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === '/mcp' || lower.startsWith('/mcp/');
}

const BEARER = /^Bearer +(\S+) *$/i;

/**
 * `Authorization: Bearer jx_…` on /api and /mcp: the token is looked up (one indexed Postgres
 * read, no cache, so a revoked or expired one fails at once everywhere) and counted against its
 * own rate limit. A request that names a token never falls back to the session cookie: a bad
 * token is 401, and a good one makes the request the token's (no session, so no CSRF exposure).
 * Runs before the CSRF check, which lets token requests through. Every response of a token
 * request is tracked until it closes, so a revocation ends streams and MCP calls still open.
 */
export function createBearerAuthMiddleware(tokens: ApiTokensService, revocations: TokenRevocationsService): RequestHandler {
  return (req, res, next) => {
    const header = req.get('authorization');
    if (header === undefined || !(isApiPath(req.path) || isMcpPath(req.path))) return next();
    const refuse = (message: string) => {
      res.setHeader('WWW-Authenticate', 'Bearer realm="juxta"');
      sendError(res, toErrorResponse(new UnauthenticatedError(message)));
    };
    const secret = BEARER.exec(header)?.[1];
    if (!secret) return refuse('Send the API token as "Authorization: Bearer jx_…".');
    const authenticate = async () => {
      const principal = await tokens.verify(secret);
      if (principal) await tokens.consume(principal.tokenId);
      return principal;
    };
    authenticate().then(
      (principal) => {
        if (!principal) return refuse('This API token is not valid: it is unknown, revoked or expired.');
        req.apiToken = principal;
        revocations.track(principal.tokenId, res);
        next();
      },
      (err: unknown) => sendError(res, toErrorResponse(err)),
    );
  };
}
