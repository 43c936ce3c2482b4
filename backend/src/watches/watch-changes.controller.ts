import { Body, Controller, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Watch, WatchChangesPage } from '@juxta/contracts';
import type { UserEntity } from '@juxta/persistence';
import type { Response } from 'express';
import { CurrentUser, SessionAuthGuard } from '../auth/session-auth.guard';
import { ReadChangesDto } from './dto/read-changes.dto';
import { WatchesService } from './watches.service';
import { TokenScopes } from '../tokens/token-scopes';

@ApiTags('watches')
@Controller('me')
@UseGuards(SessionAuthGuard)
export class WatchChangesController {
  constructor(private readonly watches: WatchesService) {}

  @TokenScopes('read')
  @Get('watches')
  @ApiOperation({ summary: "The signed-in user's watched comparisons, newest first" })
  list(@CurrentUser() user: UserEntity, @Res({ passthrough: true }) res: Response): Promise<Watch[]> {
    res.setHeader('Cache-Control', 'no-store');
    return this.watches.list(user.id);
  }

  @TokenScopes('read')
  @Get('changes')
  @ApiOperation({ summary: 'What the watches found: changed, skipped (over the daily limit) and failed runs, unread first, with the unread count' })
  changes(@CurrentUser() user: UserEntity, @Res({ passthrough: true }) res: Response): Promise<WatchChangesPage> {
    res.setHeader('Cache-Control', 'no-store');
    return this.watches.changes(user.id);
  }

  @Post('changes/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark entries of "What changed" read (`ids`), or all of them' })
  read(@CurrentUser() user: UserEntity, @Body() dto: ReadChangesDto): Promise<{ unread: number }> {
    return this.watches.markRead(user.id, dto.ids);
  }
}
