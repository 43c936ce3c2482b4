import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { PasswordHasher } from './password-hasher';
import { SessionAuthGuard, SignedInGuard } from './session-auth.guard';
import { SignInThrottle } from './sign-in-throttle';

@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [AuthService, LocalStrategy, PasswordHasher, SignInThrottle, SessionAuthGuard, SignedInGuard],
  exports: [SessionAuthGuard, SignedInGuard, UsersModule],
})
export class AuthModule {}
