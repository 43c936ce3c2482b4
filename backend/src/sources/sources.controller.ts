import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserSource } from '@juxta/contracts';
import type { UserEntity } from '@juxta/persistence';
import type { Request, Response } from 'express';
import { CurrentUser, SessionAuthGuard } from '../auth/session-auth.guard';
import { AddSourceDto, ListSourcesQueryDto, ShareSourceDto } from './dto/add-source.dto';
import { SourcesService } from './sources.service';
import { TokenScopes } from '../tokens/token-scopes';
import { authenticatedUserId } from '../tokens/token-principal';

@ApiTags('sources')
@Controller('sources')
export class SourcesController {
  constructor(private readonly sources: SourcesService) {}

  @Get()
  @UseGuards(SessionAuthGuard)
  @TokenScopes('read')
  @ApiOperation({ summary: 'My sources, newest first (?item= filters by item)' })
  list(@CurrentUser() user: UserEntity, @Query() query: ListSourcesQueryDto, @Res({ passthrough: true }) res: Response): Promise<UserSource[]> {
    res.setHeader('Cache-Control', 'no-store');
    return this.sources.list(user.id, query.item);
  }

  @Post()
  @UseGuards(SessionAuthGuard)
  @HttpCode(201)
  @ApiOperation({
    summary: 'Add a source for items: a URL (read through the guarded page reader), pasted text, or a file (.md, .txt, .html, .pdf: base64 in JSON, or a multipart `file` part)',
    description:
      'Private to your comparisons unless shared. 413 over USER_SOURCE_MAX_BYTES, 415 for an unsupported file type, ' +
      '422 when a URL cannot be read or the source has no text, 403 at USER_MAX_SOURCES or when sources are turned off, 429 when adding too fast.',
  })
  // multipart/form-data is turned into the JSON shape before validation (sources-body.middleware.ts).
  @ApiConsumes('application/json', 'multipart/form-data')
  add(@CurrentUser() user: UserEntity, @Body() dto: AddSourceDto): Promise<UserSource> {
    return this.sources.add(user.id, dto);
  }

  @Patch(':id')
  @UseGuards(SessionAuthGuard)
  @ApiOperation({ summary: "Share or unshare one of my sources ({shared}); shared sources serve everyone's comparisons" })
  share(@CurrentUser() user: UserEntity, @Param('id') id: string, @Body() dto: ShareSourceDto): Promise<UserSource> {
    return this.sources.setShared(user.id, id, dto.shared);
  }

  @Delete(':id')
  @UseGuards(SessionAuthGuard)
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete one of my sources; the next comparison no longer uses it' })
  async remove(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<void> {
    await this.sources.delete(user.id, id);
  }

  @Get(':id/text')
  @TokenScopes('read')
  @ApiOperation({ summary: "A pasted or uploaded source's stored plain text (its owner, or anyone when shared)" })
  async text(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const source = await this.sources.text(id, authenticatedUserId(req));
    // Plain text, never HTML: whatever the user pasted is shown as characters, not markup.
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(`${source.title}\n\n${source.text}\n`);
  }
}
