import type { PGlite } from '@electric-sql/pglite';
import { AcquireWaits, type ConnectionPool } from './connection-pool';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect for PGlite. PGlite is one single connection, so the driver hands it to one caller
 * at a time: a transaction holds it from BEGIN to COMMIT and no other query can run inside it.
 * (The community `kysely-pglite` driver shares the client across "connections", which would let
 * concurrent requests interleave their statements inside each other's transactions.)
 */
export class PGliteDialect implements Dialect {
  readonly #lock = new ConnectionLock();
  readonly #waits = new AcquireWaits();
  /** The one connection seen as a pool of one: whether it is lent, and who waits for it. */
  readonly pool: ConnectionPool = {
    stats: () => ({ size: 1, inUse: this.#lock.held ? 1 : 0, waiting: this.#lock.waiting }),
    onAcquire: (listener) => this.#waits.add(listener),
  };

  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.#lock, this.#waits);
  }
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

/** A FIFO lock: each waiter gets the connection in turn. */
class ConnectionLock {
  #tail: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;
  /** Callers that asked and do not hold it yet. */
  waiting = 0;

  get held(): boolean {
    return this.#release !== undefined;
  }

  async acquire(): Promise<void> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    this.waiting++;
    try {
      await previous;
    } finally {
      this.waiting--;
    }
    this.#release = release;
  }

  release(): void {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;

  constructor(
    private readonly pglite: PGlite,
    private readonly lock: ConnectionLock,
    private readonly waits: AcquireWaits,
  ) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.waits.timed(() => this.lock.acquire());
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.lock.release();
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}
