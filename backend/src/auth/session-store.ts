import { RedisStore } from 'connect-redis';
import type { Request } from 'express';
import type { SessionData } from 'express-session';
import type Redis from 'ioredis';

/** How often at most a session's idle timeout is pushed back (and its cookie sent again): once a minute. */
export const SESSION_EXTEND_EVERY_MS = 60_000;

/**
 * Reads a session and, when its expiry was last pushed back more than `extendEvery` ago (its
 * remaining time is below `idle − extendEvery`), pushes it back to the full idle timeout, in the
 * same round trip. Returns the session's text and whether it was extended.
 */
const READ_AND_EXTEND = `
local value = redis.call('GET', KEYS[1])
if not value then return nil end
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {value, 1}
end
return {value, 0}`;

type ReadAndExtend = (key: string, extendBelowMs: number, idleMs: number) => Promise<[string, number] | null>;

/** Marks the data read by `get` as just extended, for `createSession` (a symbol: never stored, never hashed). */
const EXTENDED = Symbol('session extended by this read');
type ReadSession = SessionData & { [EXTENDED]?: true };

/** The id of the session each request extended as it read it (the session middleware sends its cookie again). */
const extendedRequests = new WeakMap<Request, string>();

/** The id of the session this request extended as it read it, if it did: its cookie should be sent again. */
export function sessionExtendedAs(req: Request): string | undefined {
  return extendedRequests.get(req);
}

/**
 * connect-redis with the idle timeout pushed back at most once per `extendEvery`, as the session
 * is read, instead of on every request (an EXPIRE when the response ends, and a re-signed cookie
 * on every response). A session therefore expires between `idle − extendEvery` and `idle` after
 * its last request. Writes (sign-in, sign-out, a changed session) are connect-redis's own.
 */
export class ThrottledRedisStore extends RedisStore {
  private readonly readAndExtend: ReadAndExtend;
  private readonly idleMs: number;
  private readonly extendBelowMs: number;

  constructor(redis: Redis, options: { prefix: string; idleMs: number; extendEveryMs: number }) {
    super({ client: redis, prefix: options.prefix, ttl: Math.ceil(options.idleMs / 1000) });
    this.idleMs = options.idleMs;
    this.extendBelowMs = options.idleMs - options.extendEveryMs;
    if (!('juxtaSessionRead' in redis)) redis.defineCommand('juxtaSessionRead', { numberOfKeys: 1, lua: READ_AND_EXTEND });
    // defineCommand adds the method at run time; ioredis's types cannot know it.
    const command = (redis as unknown as { juxtaSessionRead: ReadAndExtend }).juxtaSessionRead;
    this.readAndExtend = command.bind(redis);
  }

  override async get(sid: string, cb?: (err: unknown, data?: SessionData | null) => void): Promise<void> {
    try {
      const found = await this.readAndExtend(this.prefix + sid, this.extendBelowMs, this.idleMs);
      if (!found) return cb?.(null, null);
      const data = (await this.serializer.parse(found[0])) as ReadSession;
      if (found[1] === 1) data[EXTENDED] = true;
      return cb?.(null, data);
    } catch (err) {
      return cb?.(err, null);
    }
  }

  override createSession(req: Request, data: SessionData) {
    if ((data as ReadSession)[EXTENDED] && req.sessionID) extendedRequests.set(req, req.sessionID);
    return super.createSession(req, data);
  }

  /** Nothing to do when a response ends: the read already extended the session when it was due. */
  override async touch(_sid: string, _sess: SessionData, cb?: () => void): Promise<void> {
    cb?.();
  }
}
