import { HEARTBEAT_COMMENT, type HeartbeatTarget, StreamHeartbeat } from './stream-heartbeat';

class FakeStream implements HeartbeatTarget {
  written: string[] = [];
  writableEnded = false;
  destroyed = false;
  write(chunk: string): boolean {
    this.written.push(chunk);
    return true;
  }
}

describe('StreamHeartbeat (one timer for every open stream)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('pings every registered stream at each interval, and stops pinging one once removed', () => {
    const heartbeat = new StreamHeartbeat(1000);
    const a = new FakeStream();
    const b = new FakeStream();
    heartbeat.add(a);
    heartbeat.add(b);
    jest.advanceTimersByTime(999);
    expect(a.written).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(a.written).toEqual([HEARTBEAT_COMMENT]);
    expect(b.written).toEqual([HEARTBEAT_COMMENT]);
    heartbeat.remove(a);
    jest.advanceTimersByTime(3000);
    expect(a.written).toHaveLength(1);
    expect(b.written).toHaveLength(4);
  });

  it('runs one timer only while a stream is registered', () => {
    const heartbeat = new StreamHeartbeat(1000);
    expect(jest.getTimerCount()).toBe(0);
    const streams = Array.from({ length: 50 }, () => new FakeStream());
    for (const s of streams) heartbeat.add(s);
    expect(jest.getTimerCount()).toBe(1);
    expect(heartbeat.running()).toBe(true);
    for (const s of streams) heartbeat.remove(s);
    expect(jest.getTimerCount()).toBe(0);
    expect(heartbeat.running()).toBe(false);
    // Registered again: it starts again.
    heartbeat.add(streams[0]);
    jest.advanceTimersByTime(1000);
    expect(streams[0].written).toEqual([HEARTBEAT_COMMENT]);
  });

  it('never leaves a stream silent for longer than the interval, whenever it joined', () => {
    const heartbeat = new StreamHeartbeat(1000);
    heartbeat.add(new FakeStream());
    jest.advanceTimersByTime(700);
    const late = new FakeStream();
    heartbeat.add(late);
    jest.advanceTimersByTime(300);
    expect(late.written).toEqual([HEARTBEAT_COMMENT]);
    jest.advanceTimersByTime(1000);
    expect(late.written).toHaveLength(2);
  });

  it('writes nothing to a stream that ended or was destroyed before its close handler removed it', () => {
    const heartbeat = new StreamHeartbeat(1000);
    const ended = new FakeStream();
    const live = new FakeStream();
    heartbeat.add(ended);
    heartbeat.add(live);
    ended.writableEnded = true;
    jest.advanceTimersByTime(1000);
    expect(ended.written).toEqual([]);
    expect(live.written).toEqual([HEARTBEAT_COMMENT]);
  });
});
