/**
 * At most `limit` tasks run at a time; the others wait in the order they came (`limit` 0: no limit).
 *
 * Searches go through one of these (SEARCH_CONCURRENCY, decision 046). Sixteen searches in the database at once
 * share its cores, so each takes sixteen times its own work and the slowest kinds set the 95th percentile; a few
 * at a time, in turn, finish in about their own time after their wait, and the wait is the same for every search.
 */
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.limit <= 0) return task();
    if (this.running < this.limit) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line (running stays the same), or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }
}
