import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiHeader, ApiNotFoundResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '@juxta/config';
import type { CancelAccepted, ComparisonData, ComparisonSummary, Page } from '@juxta/contracts';
import { toComparisonData, type UserEntity } from '@juxta/persistence';
import type { Request, Response } from 'express';
import { CurrentUser, loadSessionUser, SessionAuthGuard } from '../auth/session-auth.guard';
import { ValidationFailedError } from '../common/errors/app-errors';
import { releaseRoutingState } from '../common/http/held-request';
import { RateLimit } from '../common/http/rate-limit.guard';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { UsersService } from '../users/users.service';
import { ComparisonStreamService } from './comparison-stream.service';
import { comparisonNotFound, ComparisonsService } from './comparisons.service';
import { ExportQueryDto } from './dto/export-query.dto';
import { FeedQueryDto } from './dto/feed-query.dto';
import { UpdateComparisonDto } from './dto/update-comparison.dto';
import { exportComparison } from './export/comparison-export';
import { PdfRenderPool } from './export/pdf-render-pool';
import { FeedService } from './feed.service';
import { StreamAdmissionService } from './stream-admission.service';
import { ViewCounterService } from './view-counter.service';
import { identifyViewer } from './viewer-key';
import { TokenScopes } from '../tokens/token-scopes';

@ApiTags('comparisons')
@Controller('comparisons')
export class ComparisonsController {
  constructor(
    private readonly comparisons: ComparisonsService,
    private readonly streams: ComparisonStreamService,
    private readonly feedService: FeedService,
    private readonly views: ViewCounterService,
    private readonly admission: StreamAdmissionService,
    private readonly users: UsersService,
    private readonly pdfs: PdfRenderPool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @RateLimit('search')
  @TokenScopes('read')
  @ApiOperation({ summary: 'Public feed: completed public comparisons, searchable, paged' })
  feed(@Query() query: FeedQueryDto): Promise<Page<ComparisonSummary>> {
    return this.feedService.feed(query);
  }

  @Get(':idOrSlug')
  @TokenScopes('read')
  @ApiOperation({ summary: 'A stored comparison (public: anyone; private: its owner); counts one view per viewer' })
  async read(@Param('idOrSlug') idOrSlug: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<ComparisonData> {
    const viewer = await loadSessionUser(req, this.users);
    const row = await this.comparisons.findVisible(idOrSlug, viewer);
    const isOwner = row.userId === viewer?.id;
    const { secret, secureCookie } = this.config.session;
    row.viewCount = await this.views.record(row, identifyViewer(req, res, viewer?.id, secret, secureCookie), req.ip ?? 'unknown', isOwner);
    if (!row.isPublic) res.setHeader('Cache-Control', 'no-store');
    const newerRun = await this.comparisons.newerRun(row.id, viewer);
    return { ...toComparisonData(row), ...(newerRun ? { newerRun } : {}) };
  }

  @Get(':id/events')
  // A compare-only token follows the research it started.
  @TokenScopes('read', 'compare')
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
    // Without `read`, a token follows only the research it started: not its owner's other
    // comparisons (private ones would arrive whole in `done`), nor anyone's public ones.
    if (req.apiToken && !req.apiToken.scopes.includes('read') && row.startedByToken !== req.apiToken.tokenId) throw comparisonNotFound();
    const lastEventId = Number.parseInt(lastEventIdHeader ?? '', 10);
    // Signed-out viewers cost the same as anyone but prove nothing: their streams live shorter.
    const maxLifeMs = viewer ? this.config.stream.maxLifeMs : this.config.stream.anonymousMaxLifeMs;
    const release = await this.admission.acquire(row.id, { address: req.ip ?? 'unknown', isOwner: row.userId === viewer?.id }, maxLifeMs);
    try {
      await this.streams.ready();
      await this.streams.open(res, row, Number.isFinite(lastEventId) && lastEventId > 0 ? lastEventId : 0, undefined, {
        viewerId: viewer?.id ?? null,
        maxLifeMs,
        onClose: release,
      });
      // Routed and answered: what routing left on the request is dead weight for the stream's life.
      releaseRoutingState(req);
    } catch (err) {
      release();
      throw err;
    }
  }

  @Get(':idOrSlug/export')
  @TokenScopes('read')
  @RateLimit('pdf-export')
  @ApiOperation({
    summary: 'Download as JSON, CSV, Markdown or PDF (same access as reading)',
    description: 'PDF: title, summary, recommendation, the score matrix, a chart of the overall scores, each item’s pros, cons and linked sources.',
  })
  @ApiProduces('application/json', 'text/csv', 'text/markdown', 'application/pdf')
  async export(
    @Param('idOrSlug') idOrSlug: string,
    @Query() query: ExportQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const viewer = await loadSessionUser(req, this.users);
    const row = await this.comparisons.findVisible(idOrSlug, viewer);
    const data = toComparisonData(row);
    const format = query.format ?? 'json';
    const file =
      format === 'pdf'
        ? { contentType: 'application/pdf', fileName: `${data.slug}.pdf`, body: await this.pdfs.render(data, `${this.config.publicUrl}/compare/${data.slug}`) }
        : exportComparison(data, format);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    if (!row.isPublic) res.setHeader('Cache-Control', 'no-store');
    res.status(200).send(file.body);
  }

  @Patch(':id')
  @UseGuards(SessionAuthGuard)
  @ApiOperation({ summary: 'Change visibility, title or tags (owner)' })
  async update(@Param('id') id: string, @Body() dto: UpdateComparisonDto, @CurrentUser() user: UserEntity, @Res({ passthrough: true }) res: Response): Promise<ComparisonData> {
    const row = await this.comparisons.findOwned(id, user);
    const changes = Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined));
    if (!Object.keys(changes).length) throw new ValidationFailedError('Nothing to change: send isPublic, title or tags.');
    res.setHeader('Cache-Control', 'no-store');
    return toComparisonData(await this.comparisons.update(row, changes));
  }

  @Delete(':id')
  @UseGuards(SessionAuthGuard)
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete (owner)' })
  async remove(@Param('id') id: string, @CurrentUser() user: UserEntity): Promise<void> {
    await this.comparisons.remove(await this.comparisons.findOwned(id, user));
  }

  @Post(':id/cancel')
  @UseGuards(SessionAuthGuard)
  @TokenScopes('compare')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Stop the research (owner, while researching)',
    description:
      'The worker running it stops within seconds and stores the comparison failed with a "cancelled" message, ' +
      'keeping the items researched so far (`partial: true`); open streams end with their `error` event. ' +
      'Any API instance and any worker: the request goes through Redis. A cancelled comparison can be rerun.',
  })
  @ApiResponse({ status: 202, description: '`{id, status: "cancelling" | "cancelled"}`' })
  @ApiNotFoundResponse({ description: 'missing, or not yours' })
  @ApiConflictResponse({ description: 'not researching any more (completed or failed)' })
  async cancel(@Param('id') id: string, @CurrentUser() user: UserEntity): Promise<CancelAccepted> {
    return this.comparisons.cancel(await this.comparisons.findOwned(id, user));
  }

  @Post(':id/rerun')
  @UseGuards(SessionAuthGuard)
  @TokenScopes('compare')
  @ApiOperation({ summary: 'Research the same request again (owner); streams like /api/compare' })
  @ApiProduces('text/event-stream')
  async rerun(@Param('id') id: string, @CurrentUser() user: UserEntity, @Req() req: Request, @Res() res: Response): Promise<void> {
    const previous = await this.comparisons.findOwned(id, user);
    await this.streams.ready();
    // A rerun is a fresh look at the evidence: nothing is reused from the comparison it was based on.
    const { basedOn: _reused, ...request } = previous.request;
    const row = await this.comparisons.create(user.id, request, previous.id, req.apiToken?.tokenId ?? null);
    await this.streams.open(res, row, 0, () => this.comparisons.enqueue(row));
  }
}
