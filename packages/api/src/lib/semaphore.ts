export class QueueFullError extends Error {}

/**
 * Lets at most `limit` tasks run at once; the rest wait their turn in order, up to `maxWaiting`, beyond
 * which a task is refused at once (QueueFullError) rather than making everyone wait longer.
 */
export class Semaphore {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limit) {
      if (this.#waiting.length >= this.maxWaiting) throw new QueueFullError('too many tasks waiting');
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      // The slot passes straight to the next waiter, so the count stays the same.
      if (next) next();
      else this.#running--;
    }
  }
}
