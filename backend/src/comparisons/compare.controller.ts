import { Body, Controller, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SessionUserId, SignedInGuard } from '../auth/session-auth.guard';
import { ComparisonStreamService } from './comparison-stream.service';
import { ComparisonsService } from './comparisons.service';
import { CompareDto } from './dto/compare.dto';
import { TokenScopes } from '../tokens/token-scopes';

@ApiTags('compare')
@Controller('compare')
export class CompareController {
  constructor(
    private readonly comparisons: ComparisonsService,
    private readonly streams: ComparisonStreamService,
  ) {}

  @Post()
  @UseGuards(SignedInGuard)
  @TokenScopes('compare')
  @ApiOperation({ summary: 'Research the items; answers with the progress stream (SSE) ending in `done`' })
  @ApiProduces('text/event-stream')
  async compare(@Body() dto: CompareDto, @SessionUserId() userId: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.comparisons.checkOrigin(dto.basedOn, userId);
    await this.streams.ready();
    const row = await this.comparisons.create(userId, dto, null, req.apiToken?.tokenId ?? null);
    // Listening starts before the job is queued, so no event can be missed.
    await this.streams.open(res, row, 0, () => this.comparisons.enqueue(row));
  }
}
