import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AppConfig } from '@juxta/config';
import type { UserSource } from '@juxta/contracts';
import { cleanText, DocumentReaderBusyError, formatBytes, GuardedPageReader, SourceTextError, textOfFile, UserSourceStore } from '@juxta/providers';
import { domainAllowed } from '@juxta/research';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { NotFoundError, RateLimitedError } from '../common/errors/app-errors';
import { APP_CONFIG } from '../common/infrastructure/app-config.provider';
import { REDIS } from '../common/infrastructure/redis.module';
import type { AddSourceDto } from './dto/add-source.dto';
import { SourceTooLargeError, SourceUnprocessableError, SourcesRefusedError, UnsupportedSourceTypeError } from './source-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sources users add: read (URL, text, file) into plain text, stored as their corpus documents. */
@Injectable()
export class SourcesService {
  private readonly store: UserSourceStore;
  private readonly reader: GuardedPageReader;
  private readonly limiter: RateLimiterRedis;

  constructor(
    @InjectDataSource() db: DataSource,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.store = new UserSourceStore({
      query: async (sql, params) => {
        const result: unknown = await db.query(sql, params);
        // TypeORM answers UPDATE and DELETE with [rows, affected count]; SELECT and INSERT with the rows.
        return (isRowsAndCount(result) ? result[0] : result) as never;
      },
    });
    this.reader = new GuardedPageReader({
      allowPrivateAddresses: config.research.pageReaderAllowPrivate,
      maxBytes: config.userSources.maxBytes,
    });
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redisPrefix}:rl:sources`,
      points: Math.max(1, Math.round(config.userSources.perHour * config.quotas.rateLimitMultiplier)),
      duration: 3600,
    });
  }

  /** The user's sources, newest first (only those about `item` when given). */
  list(userId: string, item?: string): Promise<UserSource[]> {
    return this.store.list(userId, item?.trim() || undefined);
  }

  /** Reads the source into plain text and stores it; every refusal says why. */
  async add(userId: string, dto: AddSourceDto): Promise<UserSource> {
    const { userSources } = this.config;
    if (!userSources.enabled) throw new SourcesRefusedError('Adding sources is turned off on this server.');
    await this.consumeRate(userId);
    const items = [...new Set(dto.items.map((i) => i.trim()).filter(Boolean))];
    const id = randomUUID();
    const storedTextUrl = `${this.config.publicUrl}/api/sources/${id}/text`;
    let title = dto.title?.trim() || '';
    let text: string;
    let url = storedTextUrl;
    let fileName: string | undefined;

    if (dto.kind === 'url') {
      url = this.checkedUrl(dto.url ?? '');
      const read = await this.reader.readExplained(url);
      if (!('page' in read)) {
        if (read.busy) throw busy(read.busy);
        // The reader's own reason ("it answered with HTTP 404"), so the user knows what to fix.
        const code = read.noText ? 'source_no_text' : read.overBound ? 'source_over_bound' : 'source_fetch_failed';
        throw new SourceUnprocessableError(`The page at ${url} could not be read: ${read.problem}.`, code);
      }
      const page = read.page;
      text = cleanText(page.text);
      title ||= page.title?.trim() || url;
    } else if (dto.kind === 'text') {
      const raw = dto.text ?? '';
      if (Buffer.byteLength(raw) > userSources.maxBytes) throw this.tooLarge();
      text = cleanText(raw);
      title ||= firstLine(text);
    } else {
      fileName = (dto.fileName ?? '').trim();
      const bytes = Buffer.from(dto.contentBase64 ?? '', 'base64');
      if (bytes.length > userSources.maxBytes) throw this.tooLarge();
      try {
        const file = await textOfFile(fileName, bytes, { maxTextBytes: userSources.maxBytes });
        text = file.text;
        title ||= file.title || fileName;
      } catch (err) {
        if (err instanceof DocumentReaderBusyError) throw busy(err);
        if (err instanceof SourceTextError) throw sourceTextRefusal(err);
        throw err;
      }
    }
    // A text or file keeps the page its user says it came from: shown with it, and counted by its site.
    if (dto.kind !== 'url' && dto.url) url = this.checkedUrl(dto.url);
    if (!text) throw new SourceUnprocessableError('The source contains no text to use as evidence.', 'source_no_text');
    // The limit is on what is stored and indexed, which a small file can multiply (a PDF's text).
    if (Buffer.byteLength(text) > userSources.maxBytes) {
      throw new SourceUnprocessableError(`The source yields more than ${formatBytes(userSources.maxBytes)} of text, the most a source may hold.`, 'source_over_bound');
    }

    const saved = await this.store.add(
      { id, ownerId: userId, kind: dto.kind, url, title: title.slice(0, 200), items, text, fileName, shared: dto.shared ?? false },
      userSources.maxPerUser,
    );
    if (!saved) {
      throw new SourcesRefusedError(`You have ${userSources.maxPerUser} sources, the most allowed. Delete some to add more.`, 'source_limit_reached');
    }
    return saved;
  }

  /** Shares or unshares one of the user's sources. */
  async setShared(userId: string, id: string, shared: boolean): Promise<UserSource> {
    const saved = UUID.test(id) ? await this.store.setShared(userId, id, shared) : undefined;
    if (!saved) throw new NotFoundError('No such source of yours.');
    return saved;
  }

  /** Deletes one of the user's sources: the next comparison no longer sees it. */
  async delete(userId: string, id: string): Promise<void> {
    if (!UUID.test(id) || !(await this.store.delete(userId, id))) throw new NotFoundError('No such source of yours.');
  }

  /** A source's stored plain text, for its owner or (when shared) anyone. */
  async text(id: string, viewerId: string | undefined): Promise<{ title: string; text: string }> {
    const found = UUID.test(id) ? await this.store.text(id, viewerId) : undefined;
    if (!found) throw new NotFoundError('No such source.');
    return found;
  }

  private checkedUrl(raw: string): string {
    let parsed: URL;
    try {
      parsed = new URL(raw.trim());
    } catch {
      throw new SourceUnprocessableError(`"${raw}" is not a web address.`, 'source_bad_url');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new SourceUnprocessableError('Only http and https addresses can be added.', 'source_bad_url');
    }
    if (!domainAllowed(parsed.href, this.config.research.domains)) {
      throw new SourceUnprocessableError(`Sources from ${parsed.hostname} are not accepted on this server.`, 'source_domain_refused');
    }
    return parsed.href;
  }

  private tooLarge(): SourceTooLargeError {
    return new SourceTooLargeError(`A source can be at most ${formatBytes(this.config.userSources.maxBytes)}.`);
  }

  private async consumeRate(userId: string): Promise<void> {
    try {
      await this.limiter.consume(`user:${userId}`);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new RateLimitedError('You are adding sources too fast. Try again later.', err.msBeforeNext / 1000);
      throw err;
    }
  }
}

function busy(err: DocumentReaderBusyError): RateLimitedError {
  return new RateLimitedError(err.message, err.retryAfterSeconds);
}

const TEXT_PROBLEM_CODES: Record<Exclude<SourceTextError['problem'], 'unsupported_type'>, string> = {
  no_text: 'source_no_text',
  unreadable: 'source_no_text',
  front_matter: 'source_front_matter',
  over_bound: 'source_over_bound',
};

function sourceTextRefusal(err: SourceTextError): UnsupportedSourceTypeError | SourceUnprocessableError {
  if (err.problem === 'unsupported_type') return new UnsupportedSourceTypeError(err.message);
  return new SourceUnprocessableError(err.message, TEXT_PROBLEM_CODES[err.problem]);
}

function isRowsAndCount(result: unknown): result is [unknown[], number] {
  return Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number';
}

function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim()) ?? 'Pasted text';
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line;
}
