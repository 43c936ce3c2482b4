import { Module } from '@nestjs/common';
import { CorpusDocumentsController } from './corpus-documents.controller';
import { CorpusDocumentsService } from './corpus-documents.service';

/** Read-only views of the stored corpus documents that evidence is quoted from (issue #32). */
@Module({ controllers: [CorpusDocumentsController], providers: [CorpusDocumentsService] })
export class CorpusModule {}
