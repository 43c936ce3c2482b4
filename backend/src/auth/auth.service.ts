import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import passport from 'passport';
import type { UserEntity } from '@juxta/persistence';
import { InvalidCredentialsError } from '../common/errors/app-errors';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from './password-hasher';
import './session-data';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
  ) {}

  async signUp(name: string, email: string, password: string): Promise<UserEntity> {
    return this.users.create(name, email, await this.hasher.hash(password));
  }

  /** Runs passport-local on the (already validated) request body. */
  verifyCredentials(req: Request, res: Response): Promise<UserEntity> {
    return new Promise((resolve, reject) => {
      passport.authenticate('local', { session: false }, (err: unknown, user: UserEntity | false) => {
        if (err) reject(err);
        else if (!user) reject(new InvalidCredentialsError());
        else resolve(user);
      })(req, res, (err?: unknown) => reject(err ?? new InvalidCredentialsError()));
    });
  }

  /** A new session id for the signed-in user (no session fixation), saved before answering. */
  async startSession(req: Request, user: UserEntity): Promise<void> {
    await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
    req.session.userId = user.id;
    req.session.authenticatedAt = Date.now();
    await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
  }

  /** Destroys the session in Redis, so the old cookie is dead everywhere. */
  async endSession(req: Request): Promise<void> {
    if (!req.session) return;
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
  }
}
