/** Lets at most `limit` tasks run at once; the rest wait their turn in order. */
export class Semaphore {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limit) {
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
