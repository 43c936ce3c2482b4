import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StoredDocument } from '@juxta/contracts';
import type { Request, Response } from 'express';
import { TokenScopes } from '../tokens/token-scopes';
import { authenticatedUserId } from '../tokens/token-principal';
import { CorpusDocumentsService } from './corpus-documents.service';

const ORIGIN_LABEL = { 'starter-corpus': 'Starter corpus', user: 'Added by a user' } as const;

@ApiTags('corpus')
@Controller('corpus/documents')
export class CorpusDocumentsController {
  constructor(private readonly documents: CorpusDocumentsService) {}

  @Get(':id')
  @TokenScopes('read')
  @ApiOperation({ summary: 'A stored corpus document evidence was quoted from (starter corpus: anyone; a user source: its owner, or anyone when shared)' })
  async read(@Param('id') id: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<StoredDocument> {
    const document = await this.documents.read(id, authenticatedUserId(req));
    res.setHeader('Cache-Control', document.origin === 'user' ? 'private, no-store' : 'public, max-age=300');
    return document;
  }

  @Get(':id/text')
  @TokenScopes('read')
  @ApiOperation({ summary: 'The same document as plain text: a heading saying where it comes from, then its stored text' })
  async text(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const document = await this.documents.read(id, authenticatedUserId(req));
    const origin = document.addedByYou ? 'Added by you' : ORIGIN_LABEL[document.origin];
    const heading = [document.title, `${origin}, as stored by Juxta.`, ...(document.originalUrl ? [`Original page: ${document.originalUrl}`] : [])];
    // Plain text, never HTML: whatever a user pasted is shown as characters, not markup.
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', document.origin === 'user' ? 'private, no-store' : 'public, max-age=300');
    res.send(`${heading.join('\n')}\n\n${document.text}\n`);
  }
}
