import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ComparisonSummary, Page, ProfileResponse } from '@juxta/contracts';
import type { UserEntity } from '@juxta/persistence';
import type { Response } from 'express';
import { CurrentUser, SessionAuthGuard } from '../auth/session-auth.guard';
import { PageQueryDto } from '../comparisons/dto/feed-query.dto';
import { FeedService } from '../comparisons/feed.service';
import { toPublicUser } from '../users/users.service';
import { ProfileService } from './profile.service';
import { TokenScopes } from '../tokens/token-scopes';

@ApiTags('profile')
@Controller('me')
@UseGuards(SessionAuthGuard)
export class MeController {
  constructor(
    private readonly profile: ProfileService,
    private readonly feed: FeedService,
  ) {}

  @Get()
  @TokenScopes('read')
  @ApiOperation({ summary: 'The signed-in user and their statistics' })
  async me(@CurrentUser() user: UserEntity, @Res({ passthrough: true }) res: Response): Promise<ProfileResponse> {
    res.setHeader('Cache-Control', 'no-store');
    return { user: toPublicUser(user), stats: await this.profile.stats(user.id) };
  }

  @Get('comparisons')
  @TokenScopes('read')
  @ApiOperation({ summary: "The signed-in user's comparisons, any status, newest first" })
  comparisons(@CurrentUser() user: UserEntity, @Query() query: PageQueryDto, @Res({ passthrough: true }) res: Response): Promise<Page<ComparisonSummary>> {
    res.setHeader('Cache-Control', 'no-store');
    return this.feed.ofUser(user.id, query);
  }
}
