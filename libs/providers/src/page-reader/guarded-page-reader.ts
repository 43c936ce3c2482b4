import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { abortable, type PageReader, type PageText } from '@juxta/research';
import { AddressPolicy, type HostResolver, literalAddress, type ResolvedAddress } from './address-policy';
import { resolveWithSystemDns } from './dns-resolver';
import { DocumentBoundError, DocumentReaderBusyError, DocumentReaderPool, formatBytes, formatSeconds, sharedDocumentReader } from '../documents';
import { readablePlainText } from './readable-text';

export interface GuardedPageReaderOptions {
  /** For the whole read, redirects included; 10 000 when not given. */
  timeoutMs?: number;
  /** Largest body accepted, counted after decompression; 2 MB when not given. */
  maxBytes?: number;
  /** 5 when not given. */
  maxRedirects?: number;
  /**
   * Tests only: `true` allows every address, a list allows exactly those addresses (so a
   * test can reach its local server and still see every other private address refused).
   */
  allowPrivateAddresses?: boolean | readonly string[];
  /** How host names become addresses; the system resolver when not given. */
  resolve?: HostResolver;
  userAgent?: string;
  /** Where HTML is read (off the event loop, bounded); the process's shared pool when not given. */
  documents?: DocumentReaderPool;
}

type Hop =
  | { kind: 'redirect'; location: URL }
  | { kind: 'body'; body: Buffer; mimeType: string; charset?: string; contentType: string }
  | { kind: 'refused'; problem: string };

/**
 * A read with its reason when it fails, for people adding a source by URL: "it answered with
 * HTTP 404", "it is on a private network address", "it has no readable text".
 */
export type PageReadResult = { page: PageText } | { problem: string; noText?: boolean; overBound?: boolean; busy?: DocumentReaderBusyError };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const READABLE_TYPES = new Set(['text/html', 'text/plain']);
const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; Juxta/0.1; comparison research)';

/**
 * Reads web pages for the engine without letting a URL reach inside the network: http(s)
 * only, every address of every host (redirects included) must be public unicast, and the
 * connection goes to the very addresses that were vetted, so a second DNS answer
 * (rebinding) is never consulted. Bounded in time and size; a page that cannot be read
 * safely is `null`, never an exception — only the caller's own abort throws.
 */
export class GuardedPageReader implements PageReader {
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly maxRedirects: number;
  private readonly policy: AddressPolicy;
  private readonly resolve: HostResolver;
  private readonly userAgent: string;
  private readonly documents: DocumentReaderPool;

  constructor(options: GuardedPageReaderOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
    this.maxRedirects = options.maxRedirects ?? 5;
    this.policy = new AddressPolicy(options.allowPrivateAddresses ?? false);
    this.resolve = options.resolve ?? resolveWithSystemDns;
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    this.documents = options.documents ?? sharedDocumentReader();
  }

  /** The page's main text, or null when it is refused, unreachable, too big, too slow or not text. */
  async read(url: string, signal?: AbortSignal): Promise<PageText | null> {
    const result = await this.readExplained(url, signal);
    return 'page' in result ? result.page : null;
  }

  /** Like read, but a failure says why (the same rules; only the caller's own abort throws). */
  async readExplained(url: string, signal?: AbortSignal): Promise<PageReadResult> {
    signal?.throwIfAborted();
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
    try {
      return await this.follow(url, combined);
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      return { problem: deadline.aborted ? `it did not answer within ${formatSeconds(this.timeoutMs)}` : describeNetworkError(error) };
    }
  }

  private async follow(start: string, signal: AbortSignal): Promise<PageReadResult> {
    let url = parseHttpUrl(start);
    if (!url) return { problem: 'it is not an http or https address' };
    for (let hop = 0; ; hop++) {
      const vetted = await this.vet(url, signal);
      if ('problem' in vetted) return vetted;
      const outcome = await this.fetchOnce(url, vetted.addresses, signal);
      if (outcome.kind === 'refused') return { problem: outcome.problem };
      if (outcome.kind === 'body') return this.extract(outcome, url.toString());
      if (hop >= this.maxRedirects) return { problem: `it redirected more than ${this.maxRedirects} times` };
      url = parseHttpUrl(outcome.location.toString());
      if (!url) return { problem: 'it redirected to an address that is not http or https' };
    }
  }

  /** Every address the host has, when all of them are allowed; otherwise why not. */
  private async vet(url: URL, signal: AbortSignal): Promise<{ addresses: ResolvedAddress[] } | { problem: string }> {
    const literal = literalAddress(url.hostname);
    const addresses = literal ? [literal] : await abortable(this.resolve(url.hostname), signal);
    if (addresses.length === 0) return { problem: `its host name ${url.hostname} could not be found` };
    if (!addresses.every(({ address }) => this.policy.allows(address))) {
      return { problem: `${url.hostname} is a private, local or reserved network address, which is never read` };
    }
    return { addresses };
  }

  private fetchOnce(url: URL, addresses: ResolvedAddress[], signal: AbortSignal): Promise<Hop> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<Hop>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: 'GET',
          headers: {
            'user-agent': this.userAgent,
            accept: 'text/html,text/plain;q=0.9',
            'accept-encoding': 'gzip, deflate, br',
          },
          lookup: pinnedLookup(addresses),
          // A fresh agent per request: no pooled socket is ever shared across vetting decisions.
          agent: false,
          signal,
        },
        (response) => {
          this.readResponse(url, response).then(resolve, reject);
        },
      );
      request.on('error', reject);
      request.end();
    });
  }

  private async readResponse(url: URL, response: http.IncomingMessage): Promise<Hop> {
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status) && response.headers.location) {
      response.destroy();
      try {
        return { kind: 'redirect', location: new URL(response.headers.location, url) };
      } catch {
        return { kind: 'refused', problem: 'it redirected to an address that does not parse' };
      }
    }
    const contentType = response.headers['content-type'] ?? '';
    const { mimeType, charset } = parseContentType(contentType);
    const declaredLength = Number(response.headers['content-length'] ?? 0);
    const tooLarge = `it is larger than ${formatBytes(this.maxBytes)}`;
    const refusal =
      status < 200 || status >= 300
        ? `it answered with HTTP ${status}`
        : !READABLE_TYPES.has(mimeType)
          ? `it is ${mimeType || 'of no stated type'}, not HTML or plain text`
          : declaredLength > this.maxBytes
            ? tooLarge
            : null;
    if (refusal) {
      response.destroy();
      return { kind: 'refused', problem: refusal };
    }
    const decoded = decode(response);
    if (!decoded) {
      response.destroy();
      return { kind: 'refused', problem: `it is sent in an encoding this reader does not read (${String(response.headers['content-encoding'])})` };
    }
    const body = await readAtMost(decoded, this.maxBytes);
    return body ? { kind: 'body', body, mimeType, charset, contentType } : { kind: 'refused', problem: tooLarge };
  }

  private async extract(hop: Extract<Hop, { kind: 'body' }>, url: string): Promise<PageReadResult> {
    let readable: { title?: string; text: string } | null;
    try {
      readable = hop.mimeType === 'text/html' ? await this.documents.readHtml(hop.body, hop.contentType, url) : readablePlainText(hop.body, hop.charset, url);
    } catch (err) {
      if (err instanceof DocumentReaderBusyError) return { problem: 'the server is reading too many documents at once', busy: err };
      if (err instanceof DocumentBoundError) return { problem: err.message, overBound: true };
      return { problem: 'it could not be read as HTML' };
    }
    return readable?.text ? { page: { url, title: readable.title || url, text: readable.text } } : { problem: 'it has no readable text', noText: true };
  }
}

/** A connection failure in words a person adding a source can act on. */
function describeNetworkError(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'its host name could not be found';
  if (code === 'ECONNREFUSED') return 'the server refused the connection';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'the server closed the connection';
  if (typeof code === 'string' && (code.startsWith('CERT_') || code.startsWith('ERR_TLS') || code.includes('CERT'))) return 'its TLS certificate is not valid';
  return 'it could not be reached';
}

function parseHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A `lookup` that answers with the vetted addresses instead of asking DNS again. */
/** A DNS lookup that answers only the addresses already vetted (no second resolution to rebind). */
export function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const wanted = family ? addresses.filter((a) => a.family === family) : addresses;
    if (wanted.length === 0) {
      callback(Object.assign(new Error('No vetted address of the requested family'), { code: 'ENOTFOUND' }), '', 0);
    } else if (options.all) {
      callback(null, wanted);
    } else {
      callback(null, wanted[0].address, wanted[0].family);
    }
  };
}

function parseContentType(header: string): { mimeType: string; charset?: string } {
  const [type, ...params] = header.split(';');
  const charset = params
    .map((param) => param.trim().match(/^charset\s*=\s*"?([^";]+)"?$/i)?.[1])
    .find((value): value is string => Boolean(value));
  return { mimeType: type.trim().toLowerCase(), charset };
}

/** The body decompressed, or undefined for an encoding this reader does not speak. */
function decode(response: http.IncomingMessage): Readable | undefined {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  if (decoder) return pipeline(response, decoder, () => undefined);
  return encoding === 'identity' ? response : undefined;
}

/** The whole stream, or undefined as soon as it grows past `maxBytes` (the download is cut). */
async function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      stream.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

