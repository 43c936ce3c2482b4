import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AppConfig } from '@juxta/config';
import type { Request } from 'express';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../infrastructure/app-config.provider';
import { REDIS } from '../infrastructure/redis.module';
import { NamedRateLimits, type RateLimitPolicy } from './named-rate-limits';

const KEY = 'juxta:rate-limit';

/** Applies a named rate limit to a route (the client address comes from trusted proxies only). */
export const RateLimit = (policy: RateLimitPolicy) => SetMetadata(KEY, policy);

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limits: NamedRateLimits;

  constructor(
    private readonly reflector: Reflector,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = new NamedRateLimits(redis, config);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(KEY, context.getHandler());
    if (!policy) return true;
    const req = context.switchToHttp().getRequest<Request>();
    // Only searches with a query count toward the search limit; browsing the feed is free.
    if (policy === 'search' && !req.query?.q) return true;
    if (policy === 'pdf-export' && req.query?.format !== 'pdf') return true;
    await this.limits.consume(policy, req.ip ?? 'unknown');
    return true;
  }
}
