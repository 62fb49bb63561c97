export class QueueFullError extends Error {
  constructor(readonly queue: string) {
    super(`too many tasks waiting in ${queue}`);
  }
}

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
    /** Named in the QueueFullError, so a caller with nested queues knows which one was full. */
    private readonly name = 'queue',
  ) {}

  /** Nothing running and nobody waiting. */
  get idle(): boolean {
    return this.#running === 0 && this.#waiting.length === 0;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limit) {
      if (this.#waiting.length >= this.maxWaiting) throw new QueueFullError(this.name);
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

/**
 * One semaphore per key (a client address, say), each with the same limits; a key's semaphore exists
 * only while something runs or waits under it, so the map cannot grow with every address ever seen.
 */
export class KeyedSemaphore {
  readonly #byKey = new Map<string, Semaphore>();

  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
    private readonly name = 'keyed queue',
  ) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let semaphore = this.#byKey.get(key);
    if (!semaphore) {
      semaphore = new Semaphore(this.limit, this.maxWaiting, this.name);
      this.#byKey.set(key, semaphore);
    }
    try {
      // run() takes its slot or its place in line before it first awaits, so the entry is never idle here.
      return await semaphore.run(task);
    } finally {
      if (semaphore.idle && this.#byKey.get(key) === semaphore) this.#byKey.delete(key);
    }
  }
}
