/** What the heartbeat writes to: an open SSE response. */
export interface HeartbeatTarget {
  write(chunk: string): unknown;
  readonly writableEnded: boolean;
  readonly destroyed: boolean;
}

/** The SSE comment every open stream gets at each beat: keeps proxies and clients from timing out an idle stream. */
export const HEARTBEAT_COMMENT = ': ping\n\n';

/**
 * One timer for every open stream of the process instead of one per stream (a Timeout, its
 * closure and its async context each, for thousands of streams): at each beat every stream
 * registered gets `: ping`. A stream registered between two beats gets its first ping sooner
 * than the interval, never later, so no stream is silent for longer than the interval. The timer
 * runs only while a stream is registered.
 */
export class StreamHeartbeat {
  private readonly targets = new Set<HeartbeatTarget>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly intervalMs: number) {}

  /** Pings `target` at every beat until it is removed. */
  add(target: HeartbeatTarget): void {
    this.targets.add(target);
    this.timer ??= setInterval(() => this.beat(), this.intervalMs);
  }

  remove(target: HeartbeatTarget): void {
    this.targets.delete(target);
    if (this.targets.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** Streams pinged at each beat. */
  size(): number {
    return this.targets.size;
  }

  /** Whether the shared timer runs (only while a stream is registered). */
  running(): boolean {
    return this.timer !== undefined;
  }

  private beat(): void {
    for (const target of this.targets) {
      // A stream ends by its own 'close' handler, which removes it; until then, skip a dead one.
      if (!target.writableEnded && !target.destroyed) target.write(HEARTBEAT_COMMENT);
    }
  }
}
