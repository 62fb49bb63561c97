/** How the process's database connections are used right now, for the operator's metrics. */
export interface ConnectionPoolStats {
  /** Connections open (on PGlite, its one connection). */
  size: number;
  /** Connections lent to a query or transaction. */
  inUse: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

export interface ConnectionPool {
  stats(): ConnectionPoolStats;
  /** Calls `listener` with the seconds each caller waited for its connection. */
  onAcquire(listener: (waitSeconds: number) => void): void;
}

/** The listeners of `onAcquire`, told after each wait; a pool without listeners reads no clock. */
export class AcquireWaits {
  readonly #listeners: ((waitSeconds: number) => void)[] = [];

  add(listener: (waitSeconds: number) => void): void {
    this.#listeners.push(listener);
  }

  /** Times `acquire` and tells the listeners how long it took. */
  async timed<T>(acquire: () => Promise<T>): Promise<T> {
    if (this.#listeners.length === 0) return acquire();
    const started = performance.now();
    const connection = await acquire();
    const seconds = (performance.now() - started) / 1000;
    for (const listener of this.#listeners) listener(seconds);
    return connection;
  }
}
