/** Runs a check now and every `intervalMs`; calls made while one runs share it. */
export class PeriodicCheck {
  private timer?: NodeJS.Timeout;
  private checking?: Promise<void>;

  constructor(private readonly run: () => Promise<void>) {}

  /** Checks once, then keeps checking on a timer that never holds the process open. */
  async start(intervalMs: number): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Checks now, or joins the check in flight. */
  check(): Promise<void> {
    this.checking ??= this.run().finally(() => (this.checking = undefined));
    return this.checking;
  }
}
