import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { UserEntity } from '@juxta/persistence';
import { InvalidCredentialsError } from '../common/errors/app-errors';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from './password-hasher';
import { SignInThrottle } from './sign-in-throttle';

/** passport-local: e-mail and password checked against the argon2id hash, failures counted. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  async validate(req: Request, email: string, password: string): Promise<UserEntity> {
    const ip = req.ip ?? 'unknown';
    await this.throttle.assertAllowed(email, ip);
    const user = await this.users.findByEmailWithHash(email);
    const ok = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !ok) {
      await this.throttle.recordFailure(email, ip);
      // Same answer for an unknown e-mail and a wrong password.
      throw new InvalidCredentialsError();
    }
    await this.throttle.reset(email, ip);
    return user;
  }
}
