/**
 * The background loop every app instance runs for its jobs (the report scheduler, the connector sync engine): a
 * first tick soon after `start`, then one every `pollMs`; ticks never overlap; a failed tick is logged and the loop
 * goes on; `stop` ends the loop and waits for the tick under way.
 */
export interface TickerOptions {
  /** Milliseconds between ticks. */
  pollMs: number;
  /** Called with the error of a tick that failed (the loop goes on). */
  onError: (error: unknown) => void;
  /** A wake during a tick runs another tick right after it (instead of waiting for the next interval). */
  again?: boolean;
}

export class Ticker<T> {
  #timer: NodeJS.Timeout | null = null;
  #ticking: Promise<T> | null = null;
  #again = false;
  #stopping = false;

  constructor(
    private readonly run: () => Promise<T>,
    private readonly options: TickerOptions,
  ) {}

  /** True from `stop` until the next `start`: a long tick checks it to end early. */
  get stopping(): boolean {
    return this.#stopping;
  }

  start(): void {
    if (this.#timer) return;
    this.#stopping = false;
    this.#timer = setInterval(() => this.wake(), this.options.pollMs);
    this.#timer.unref();
    setTimeout(() => this.wake(), 0).unref();
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    while (this.#ticking) await this.#ticking.catch(() => undefined);
  }

  /** A tick now while the loop runs (with `again`, right after the one under way; otherwise none then). */
  wake(): void {
    if (this.#stopping || !this.#timer) return;
    if (this.#ticking) {
      if (this.options.again) this.#again = true;
      return;
    }
    void this.tick()
      .catch((error: unknown) => this.options.onError(error))
      .finally(() => {
        if (!this.#again) return;
        this.#again = false;
        this.wake();
      });
  }

  /** One tick, after the one under way (ticks never overlap); answers what it did. */
  async tick(): Promise<T> {
    while (this.#ticking) await this.#ticking.catch(() => undefined);
    this.#ticking = this.run().finally(() => (this.#ticking = null));
    return this.#ticking;
  }
}
