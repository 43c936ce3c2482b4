import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '@juxta/config';
import type { AuthResponse, OptionalSessionResponse, SessionResponse } from '@juxta/contracts';
import type { Request, Response } from 'express';
import { UnauthenticatedError } from '../common/errors/app-errors';
import { RateLimit } from '../common/http/rate-limit.guard';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { toPublicUser, UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { safeRedirect } from './callback-url';
import { SignInDto } from './dto/sign-in.dto';
import { SignUpDto } from './dto/sign-up.dto';
import { loadSessionUser } from './session-auth.guard';
import { SESSION_COOKIE, sessionCookieOptions } from './session.middleware';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('sign-up')
  @HttpCode(200)
  @RateLimit('sign-up')
  @ApiOperation({ summary: 'Create an account and sign in' })
  async signUp(@Body() dto: SignUpDto, @Req() req: Request): Promise<AuthResponse> {
    const user = await this.auth.signUp(dto.name, dto.email, dto.password);
    await this.auth.startSession(req, user);
    return { user: toPublicUser(user), redirectTo: safeRedirect(dto.callbackUrl) };
  }

  @Post('sign-in')
  @HttpCode(200)
  @RateLimit('sign-in')
  @ApiOperation({ summary: 'Sign in with e-mail and password' })
  async signIn(@Body() dto: SignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AuthResponse> {
    const user = await this.auth.verifyCredentials(req, res);
    await this.auth.startSession(req, user);
    return { user: toPublicUser(user), redirectTo: safeRedirect(dto.callbackUrl) };
  }

  @Post('sign-out')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out (idempotent)' })
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ redirectTo: string }> {
    await this.auth.endSession(req);
    res.clearCookie(SESSION_COOKIE, sessionCookieOptions(this.config));
    return { redirectTo: '/' };
  }

  @Get('session')
  @ApiOperation({ summary: 'The signed-in user (with ?optional=true, null rather than a 401 when signed out)' })
  async session(@Req() req: Request, @Query('optional') optional?: string): Promise<SessionResponse | OptionalSessionResponse> {
    const user = await loadSessionUser(req, this.users);
    // The app asks on every page load: signed out is an answer there, not an error for the console.
    if (!user && optional === 'true') return { user: null };
    if (!user) throw new UnauthenticatedError();
    return { user: toPublicUser(user) };
  }
}
