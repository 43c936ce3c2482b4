import { Body, Controller, Delete, HttpCode, Param, Put, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WatchSaved } from '@juxta/contracts';
import type { UserEntity } from '@juxta/persistence';
import type { Response } from 'express';
import { CurrentUser, SessionAuthGuard } from '../auth/session-auth.guard';
import { ComparisonsService } from '../comparisons/comparisons.service';
import { NotFoundError } from '../common/errors/app-errors';
import { WatchDto } from './dto/watch.dto';
import { WatchesService } from './watches.service';

@ApiTags('watches')
@Controller('comparisons/:id/watch')
@UseGuards(SessionAuthGuard)
export class WatchesController {
  constructor(
    private readonly comparisons: ComparisonsService,
    private readonly watches: WatchesService,
  ) {}

  @Put()
  @ApiOperation({
    summary: 'Watch a completed comparison (owner): research it again daily, weekly (default) or monthly',
    description:
      'Creates or changes the watch. A new `webhookUrl` (http(s), public address) gets a new `webhookSecret`, returned in this answer only: ' +
      'it signs each webhook body (`X-Juxta-Signature: sha256=<HMAC-SHA256 hex>`). `webhookUrl: null` removes the webhook.',
  })
  @ApiBadRequestResponse({ description: 'unknown frequency, not completed, or a webhook URL that is invalid or private' })
  @ApiNotFoundResponse({ description: 'missing, or not yours' })
  async watch(@Param('id') id: string, @Body() dto: WatchDto, @CurrentUser() user: UserEntity, @Res({ passthrough: true }) res: Response): Promise<WatchSaved> {
    res.setHeader('Cache-Control', 'no-store');
    return this.watches.watch(await this.comparisons.findOwned(id, user), dto);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Stop watching (owner)' })
  @ApiNotFoundResponse({ description: 'missing, not yours, or not watched' })
  async unwatch(@Param('id') id: string, @CurrentUser() user: UserEntity): Promise<void> {
    const removed = await this.watches.unwatch(await this.comparisons.findOwned(id, user));
    if (!removed) throw new NotFoundError('This comparison is not watched.');
  }
}
