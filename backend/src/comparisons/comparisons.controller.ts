import { Controller, Get, Headers, Param, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { ComparisonData } from '@juxta/contracts';
import { toComparisonData } from '@juxta/persistence';
import type { Request, Response } from 'express';
import { loadSessionUser } from '../auth/session-auth.guard';
import { UsersService } from '../users/users.service';
import { ComparisonStreamService } from './comparison-stream.service';
import { ComparisonsService } from './comparisons.service';

@ApiTags('comparisons')
@Controller('comparisons')
export class ComparisonsController {
  constructor(
    private readonly comparisons: ComparisonsService,
    private readonly streams: ComparisonStreamService,
    private readonly users: UsersService,
  ) {}

  @Get(':idOrSlug')
  @ApiOperation({ summary: 'A stored comparison (public: anyone; private: its owner)' })
  async read(@Param('idOrSlug') idOrSlug: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<ComparisonData> {
    const viewer = await loadSessionUser(req, this.users);
    const row = await this.comparisons.findVisible(idOrSlug, viewer);
    if (!row.isPublic) res.setHeader('Cache-Control', 'no-store');
    return toComparisonData(row);
  }

  @Get(':id/events')
  @ApiOperation({ summary: 'Resume the progress stream (honours Last-Event-ID)' })
  @ApiProduces('text/event-stream')
  @ApiHeader({ name: 'Last-Event-ID', required: false })
  async events(
    @Param('id') id: string,
    @Headers('last-event-id') lastEventIdHeader: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const viewer = await loadSessionUser(req, this.users);
    const row = await this.comparisons.findVisible(id, viewer);
    const lastEventId = Number.parseInt(lastEventIdHeader ?? '', 10);
    await this.streams.ready();
    await this.streams.open(res, row, Number.isFinite(lastEventId) && lastEventId > 0 ? lastEventId : 0);
  }
}
