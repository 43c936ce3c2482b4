import type { StreamEvent } from '@juxta/contracts';
import type Redis from 'ioredis';
import { progressChannel } from './progress-channel';
import { STREAM_STATE_TTL_SECONDS, streamSeqKey, streamSnapshotKey } from './stream-sequence';

/**
 * Numbers, publishes and (for progress) stores an event in ONE round trip: a stream event used to
 * cost three (INCR, PUBLISH, job.updateProgress), which was most of a worker's Redis traffic.
 * Numbering and publishing in one script also means events reach the channel in `seq` order.
 *
 * ARGV[3] is a floor: a Redis restarted without persistence forgets the counter, and the
 * numbers must still grow past what the publisher already handed out (streams drop ids ≤ the last).
 */
const PUBLISH_STREAM_EVENT = `
local seq = redis.call('INCR', KEYS[1])
local floor = tonumber(ARGV[3])
if seq <= floor then
  seq = floor + 1
  redis.call('SET', KEYS[1], seq)
end
redis.call('EXPIRE', KEYS[1], ARGV[4])
local message = '{"seq":' .. seq .. ',' .. string.sub(ARGV[2], 2)
redis.call('PUBLISH', ARGV[1], message)
if ARGV[5] == 'progress' then
  redis.call('SET', KEYS[2], message, 'EX', ARGV[4])
else
  redis.call('DEL', KEYS[2])
end
return seq
`;

type PublishCommand = (seqKey: string, snapshotKey: string, channel: string, body: string, floor: number, ttl: number, kind: string) => Promise<number>;

const COMMAND = 'juxtaPublishStreamEvent';

/** Publishes a comparison's stream events on its channel, numbered and (progress) kept as the snapshot. */
export class StreamEventPublisher {
  private readonly command: PublishCommand;

  constructor(
    redis: Redis,
    private readonly redisPrefix: string,
  ) {
    // defineCommand sends EVALSHA and falls back to EVAL after a Redis restart emptied its script cache.
    if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { numberOfKeys: 2, lua: PUBLISH_STREAM_EVENT });
    // ioredis adds defined commands to the instance without types.
    const bound = (redis as unknown as Record<string, PublishCommand>)[COMMAND];
    this.command = bound.bind(redis);
  }

  /** Publishes the event with the next id (at least `floor + 1`); returns the event as sent. */
  async publish(comparisonId: string, partial: Omit<StreamEvent, 'seq'>, floor = 0): Promise<StreamEvent> {
    const body = JSON.stringify(partial);
    const seq = await this.command(
      streamSeqKey(this.redisPrefix, comparisonId),
      streamSnapshotKey(this.redisPrefix, comparisonId),
      progressChannel(this.redisPrefix, comparisonId),
      body,
      floor,
      STREAM_STATE_TTL_SECONDS,
      partial.event,
    );
    return { ...partial, seq: Number(seq) } as StreamEvent;
  }
}
