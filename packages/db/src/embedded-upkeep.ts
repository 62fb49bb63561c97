import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The embedded database (PGlite) runs in the app's process with no background workers, so PostgreSQL's
 * autovacuum never runs there: dead row versions would pile up in every table, pages would never be marked
 * all-visible (an index-only scan, like a browse's facet counts, then reads the table anyway), and the
 * planner's statistics would stay those of the day the tables were empty. The app does that work itself,
 * table by table, with autovacuum's own default thresholds (PostgreSQL's documentation, "The Autovacuum
 * Daemon"): a vacuum when dead rows pass 50 plus a fifth of the table, or rows inserted since the last one
 * pass 1,000 plus a fifth; new statistics when the rows changed since the last pass 50 plus a tenth.
 */
const THRESHOLDS = {
  vacuum: { base: 50, share: 0.2 },
  vacuumAfterInserts: { base: 1_000, share: 0.2 },
  analyze: { base: 50, share: 0.1 },
} as const;

/** How often the embedded database's tables are looked at: each look is one read of their statistics. */
const EMBEDDED_UPKEEP_INTERVAL_MS = 10 * 60_000;
/** The first look, soon after start: a server restarted often (in development) would otherwise never look. */
const EMBEDDED_UPKEEP_FIRST_MS = 30_000;

export interface UpkeepRound {
  /** Tables vacuumed (and analyzed with it). */
  vacuumed: string[];
  /** Tables only analyzed. */
  analyzed: string[];
}

const over = ({ base, share }: { base: number; share: number }) => sql`${base} + ${share}::float8 * n_live_tup`;

/**
 * Vacuums and analyzes the tables that are due, one at a time: on the embedded database each statement
 * holds the one connection for as long as it runs, so a table's turn is short and requests go in between.
 */
export async function keepUpTables(db: Kysely<Database>, stopped: () => boolean = () => false): Promise<UpkeepRound> {
  const { rows } = await sql<{ name: string; vacuum: boolean; analyze: boolean }>`
    select relname as name,
      n_dead_tup > ${over(THRESHOLDS.vacuum)} or n_ins_since_vacuum > ${over(THRESHOLDS.vacuumAfterInserts)} as vacuum,
      n_mod_since_analyze > ${over(THRESHOLDS.analyze)} as analyze
    from pg_stat_user_tables
    where schemaname = current_schema()
    order by relname`.execute(db);
  const round: UpkeepRound = { vacuumed: [], analyzed: [] };
  for (const table of rows.filter((row) => row.vacuum || row.analyze)) {
    // A server stopping waits for the table under way, not for the rest.
    if (stopped()) break;
    if (table.vacuum) {
      await sql`vacuum (analyze) ${sql.table(table.name)}`.execute(db);
      round.vacuumed.push(table.name);
    } else {
      await sql`analyze ${sql.table(table.name)}`.execute(db);
      round.analyzed.push(table.name);
    }
  }
  return round;
}

export interface EmbeddedUpkeep {
  /** Stops the timer; resolves once a round under way has finished. */
  stop(): Promise<void>;
}

/** Runs keepUpTables `firstMs` after start, then every `intervalMs`. A failed round is logged and the next one tries again. */
export function startEmbeddedUpkeep(
  db: Kysely<Database>,
  {
    intervalMs = EMBEDDED_UPKEEP_INTERVAL_MS,
    firstMs = EMBEDDED_UPKEEP_FIRST_MS,
    log,
  }: { intervalMs?: number; firstMs?: number; log: (message: string) => void },
): EmbeddedUpkeep {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = keepUpTables(db, () => stopped)
        .then(
          () => {},
          (error: unknown) => log(`embedded database upkeep: ${String(error)}`),
        )
        .finally(() => {
          if (!stopped) schedule(intervalMs);
        });
    }, delayMs);
    // Upkeep alone never keeps the process alive.
    timer.unref();
  };
  schedule(firstMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
