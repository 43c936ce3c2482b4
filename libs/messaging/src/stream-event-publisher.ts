import type { ProgressEventData, StreamEvent } from '@juxta/contracts';
import type Redis from 'ioredis';
import { progressChannel } from './progress-channel';
import { STREAM_STATE_TTL_SECONDS, streamItemResultsKey, streamSeqKey, streamSnapshotKey } from './stream-sequence';

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
  if ARGV[6] ~= '' then
    redis.call('HSET', KEYS[3], ARGV[6], message)
    redis.call('EXPIRE', KEYS[3], ARGV[4])
  end
else
  redis.call('DEL', KEYS[2], KEYS[3])
end
return seq
`;

type PublishArgs = [
  seqKey: string,
  snapshotKey: string,
  itemResultsKey: string,
  channel: string,
  body: string,
  floor: number,
  ttl: number,
  kind: string,
  /** The finished item's index when the event carries its result, else ''. */
  itemIndex: string,
];
type PublishCommand = (...args: PublishArgs) => Promise<number>;
type PipelinedCommand = (...args: PublishArgs) => unknown;

const COMMAND = 'juxtaPublishStreamEvent';

/** Publishes a comparison's stream events on its channel, numbered and (progress) kept as the snapshot. */
export class StreamEventPublisher {
  private readonly command: PublishCommand;

  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
  ) {
    // defineCommand sends EVALSHA and falls back to EVAL after a Redis restart emptied its script cache.
    if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { numberOfKeys: 3, lua: PUBLISH_STREAM_EVENT });
    // ioredis adds defined commands to the instance without types.
    const bound = (redis as unknown as Record<string, PublishCommand>)[COMMAND];
    this.command = bound.bind(redis);
  }

  /** Publishes the event with the next id (at least `floor + 1`); returns the event as sent. */
  async publish(comparisonId: string, partial: Omit<StreamEvent, 'seq'>, floor = 0): Promise<StreamEvent> {
    const seq = await this.command(...this.args(comparisonId, partial, floor));
    return { ...partial, seq: Number(seq) } as StreamEvent;
  }

  /**
   * Publishes several events in order in one round trip (one write, one pipeline), as the last
   * progress snapshot and `done` are: each id is at least `floor + 1` and above the one before.
   */
  async publishAll(comparisonId: string, partials: readonly Omit<StreamEvent, 'seq'>[], floor = 0): Promise<StreamEvent[]> {
    const pipeline = this.redis.pipeline();
    // The pipeline has the defined command too, but ioredis does not type it.
    const command = (pipeline as unknown as Record<string, PipelinedCommand>)[COMMAND].bind(pipeline);
    partials.forEach((partial, i) => command(...this.args(comparisonId, partial, floor + i)));
    const replies = (await pipeline.exec()) ?? [];
    return partials.map((partial, i) => {
      const [err, seq] = replies[i] ?? [new Error('no reply from Redis')];
      if (err) throw err;
      return { ...partial, seq: Number(seq) } as StreamEvent;
    });
  }

  private args(comparisonId: string, partial: Omit<StreamEvent, 'seq'>, floor: number): PublishArgs {
    // Omit<> of the union loses its narrowing by `event`.
    const itemResult = partial.event === 'progress' ? (partial.data as ProgressEventData).itemResult : undefined;
    return [
      streamSeqKey(this.redisPrefix, comparisonId),
      streamSnapshotKey(this.redisPrefix, comparisonId),
      streamItemResultsKey(this.redisPrefix, comparisonId),
      progressChannel(this.redisPrefix, comparisonId),
      JSON.stringify(partial),
      floor,
      STREAM_STATE_TTL_SECONDS,
      partial.event,
      itemResult ? String(itemResult.index) : '',
    ];
  }
}
