import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiTokenScope } from '@juxta/contracts';
import type { Request } from 'express';
import { AppError } from '../common/errors/app-errors';

const KEY = 'juxta:token-scopes';

/** A bearer token may call this route when it has any one of these scopes. Routes without it are for sessions only. */
export const TokenScopes = (...scopes: ApiTokenScope[]) => SetMetadata(KEY, scopes);

export class TokenNotAllowedError extends AppError {
  readonly status = 403;
  readonly code: 'session_only' | 'insufficient_scope';
  constructor(code: 'session_only' | 'insufficient_scope', message: string) {
    super(message);
    this.code = code;
  }
}

/** The refusal of a bearer token on a route that needs the signed-in session. */
export function sessionOnlyError(): TokenNotAllowedError {
  return new TokenNotAllowedError('session_only', 'This endpoint needs a signed-in session; API tokens cannot use it.');
}

/**
 * Bearer requests reach only the routes that name a scope of their token; everything else
 * (token management, sign-out, account changes, …) needs the signed-in session. Deny by default:
 * a new route is session-only until it says which scope may call it.
 */
@Injectable()
export class TokenScopeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const token = context.switchToHttp().getRequest<Request>().apiToken;
    if (!token) return true;
    const allowed = this.reflector.getAllAndOverride<ApiTokenScope[] | undefined>(KEY, [context.getHandler(), context.getClass()]);
    if (!allowed?.length) throw sessionOnlyError();
    if (!allowed.some((s) => token.scopes.includes(s))) {
      throw new TokenNotAllowedError('insufficient_scope', `This API token lacks the scope this endpoint needs (${allowed.join(' or ')}).`);
    }
    return true;
  }
}
