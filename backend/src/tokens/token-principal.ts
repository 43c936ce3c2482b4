import type { ApiTokenScope } from '@juxta/contracts';
import type { Request } from 'express';
import '../auth/session-data';

/** The API token a bearer request was authenticated with (set by the bearer middleware). */
export interface TokenPrincipal {
  tokenId: string;
  userId: string;
  scopes: readonly ApiTokenScope[];
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Present when the request carried a valid `Authorization: Bearer` token; such a request has no session. */
    apiToken?: TokenPrincipal;
  }
}

/** The user a request acts for: its bearer token's owner, else its session's user. */
export function authenticatedUserId(req: Request): string | undefined {
  return req.apiToken?.userId ?? req.session?.userId;
}
