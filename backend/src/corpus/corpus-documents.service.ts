import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StoredDocument } from '@juxta/contracts';
import { StoredDocumentReader } from '@juxta/providers';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '../common/errors/app-errors';

/** Stored corpus documents, read with the visibility research uses (a user's source: its owner, or anyone once shared). */
@Injectable()
export class CorpusDocumentsService {
  private readonly reader: StoredDocumentReader;

  constructor(@InjectDataSource() db: DataSource) {
    this.reader = new StoredDocumentReader({ query: (sql, params) => db.query(sql, params) });
  }

  /** The document, or 404 alike for one that does not exist and one the viewer may not read. */
  async read(id: string, viewerId: string | undefined): Promise<StoredDocument> {
    const found = await this.reader.read(id, viewerId);
    if (!found) throw new NotFoundError('No such document.');
    return found;
  }
}
