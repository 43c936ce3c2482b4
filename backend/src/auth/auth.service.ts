import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { UserEntity } from '@juxta/persistence';
import { UsersService } from '../users/users.service';
import { LocalStrategy } from './local.strategy';
import { PasswordHasher } from './password-hasher';
import './session-data';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly local: LocalStrategy,
  ) {}

  async signUp(name: string, email: string, password: string): Promise<UserEntity> {
    return this.users.create(name, email, await this.hasher.hash(password));
  }

  /** Runs passport-local on the (already validated) request body. */
  verifyCredentials(req: Request, res: Response): Promise<UserEntity> {
    return this.local.authenticate(req, res);
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
