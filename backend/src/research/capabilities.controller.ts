import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '@juxta/config';
import { type AnalystState, type ResearchCapabilities, SOURCE_FILE_TYPES } from '@juxta/contracts';
import { readModelReachability, readReachability } from '@juxta/messaging';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { REDIS } from '../common/infrastructure/redis.module';
import { TokenScopes } from '../tokens/token-scopes';

@ApiTags('research')
@Controller('research')
@TokenScopes('read')
export class CapabilitiesController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get('capabilities')
  @ApiOperation({
    summary: 'Where evidence comes from: search providers in force, the analyst, whether users may add sources (public)',
  })
  @ApiOkResponse({ description: 'searchMode, searchProviders, webProviders [{name, reachable}], analyst, userSources, domains' })
  async capabilities(): Promise<ResearchCapabilities> {
    const { research, userSources } = this.config;
    // Redis down only makes the web state unknown; the rest is configuration.
    const reachable: Record<string, boolean> = research.autoWeb.length
      ? await readReachability(this.redis, this.config.redisPrefix).catch(() => ({}))
      : {};
    const webProviders = research.autoWeb.map((name) => ({ name, reachable: reachable[name] ?? null }));
    return {
      searchMode: research.autoWeb.length ? 'auto' : 'fixed',
      searchProviders: [...research.search, ...webProviders.filter((w) => w.reachable).map((w) => w.name)],
      webProviders,
      analyst: await this.analyst(),
      userSources: {
        enabled: userSources.enabled,
        maxPerUser: userSources.maxPerUser,
        maxBytes: userSources.maxBytes,
        fileTypes: [...SOURCE_FILE_TYPES],
      },
      domains: { deny: [...research.domains.deny], allow: [...research.domains.allow] },
    };
  }

  /** What reads a comparison started now: as the worker chooses it, from the model's last probe. */
  private async analyst(): Promise<AnalystState> {
    const mode = this.config.research.analyst;
    const configured = this.config.llm.configured;
    if (!configured) return { mode, active: 'offline', reachable: null };
    // Redis down, or no worker probing: unknown; `auto` then cannot count on the model.
    const probe = await readModelReachability(this.redis, this.config.redisPrefix).catch(() => undefined);
    const reachable = probe && probe.model === configured.name ? probe.reachable : null;
    const active = mode === 'llm' || reachable === true ? 'model' : 'offline';
    return { mode, active, model: configured.name, reachable };
  }
}
