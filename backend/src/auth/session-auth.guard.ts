import { CanActivate, ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import type { UserEntity } from '@juxta/persistence';
import { UnauthenticatedError } from '../common/errors/app-errors';
import { authenticatedUserId } from '../tokens/token-principal';
import { UsersService } from '../users/users.service';

type AuthedRequest = Request & { currentUser?: UserEntity };

/** Requires a signed-in session (or a bearer token the route's scopes allow) and puts its user on the request. */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const user = await loadSessionUser(req, this.users);
    if (!user) throw new UnauthenticatedError();
    return true;
  }
}

/**
 * Requires a signed-in session without reading its user: for routes whose own SQL refuses a user
 * that no longer exists (POST /api/compare: the insert's foreign key), which saves a Postgres
 * round trip on the path every comparison starts on.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    return Boolean(signedInUserId(context));
  }
}

/** The signed-in session's user id (use behind SignedInGuard or SessionAuthGuard). */
export const SessionUserId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => signedInUserId(ctx));

function signedInUserId(context: ExecutionContext): string {
  const id = authenticatedUserId(context.switchToHttp().getRequest<Request>());
  if (!id) throw new UnauthenticatedError();
  return id;
}

/** The session's (or bearer token's) user, or null; cached on the request. Clears a session whose user is gone. */
export async function loadSessionUser(req: AuthedRequest, users: UsersService): Promise<UserEntity | null> {
  if (req.currentUser) return req.currentUser;
  const id = authenticatedUserId(req);
  if (!id) return null;
  const user = await users.findById(id);
  if (!user) {
    if (req.session) delete req.session.userId;
    return null;
  }
  req.currentUser = user;
  return user;
}

/** The signed-in user (use behind SessionAuthGuard). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  return ctx.switchToHttp().getRequest<AuthedRequest>().currentUser;
});
