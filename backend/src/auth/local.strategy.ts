import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Passport } from 'passport';
import { Strategy } from 'passport-local';
import type { UserEntity } from '@juxta/persistence';
import { InvalidCredentialsError } from '../common/errors/app-errors';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from './password-hasher';
import { SignInThrottle } from './sign-in-throttle';

/**
 * passport-local: e-mail and password checked against the argon2id hash, failures counted.
 * The strategy lives on a Passport instance of this app, not passport's global registry, so
 * several app instances in one process (tests) never use each other's connections.
 */
@Injectable()
export class LocalStrategy {
  private readonly passport = new Passport();

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
  ) {
    this.passport.use(
      'local',
      new Strategy({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false }, (req, email, password, done) => {
        this.validate(req, email, password).then(
          (user) => done(null, user),
          (err: unknown) => done(err),
        );
      }),
    );
  }

  /** Runs the strategy on the (already validated) request body. */
  authenticate(req: Request, res: Response): Promise<UserEntity> {
    return new Promise((resolve, reject) => {
      this.passport.authenticate('local', { session: false }, (err: unknown, user: UserEntity | false) => {
        if (err) reject(err);
        else if (!user) reject(new InvalidCredentialsError());
        else resolve(user);
      })(req, res, (err?: unknown) => reject(err ?? new InvalidCredentialsError()));
    });
  }

  private async validate(req: Request, email: string, password: string): Promise<UserEntity> {
    const ip = req.ip ?? 'unknown';
    // Consumed before argon2 runs, so parallel guesses cannot outrun the count.
    await this.throttle.consume(email, ip);
    const user = await this.users.findByEmailWithHash(email);
    const ok = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !ok) {
      // Same answer for an unknown e-mail and a wrong password.
      throw new InvalidCredentialsError();
    }
    await this.throttle.succeeded(email, ip);
    return user;
  }
}
