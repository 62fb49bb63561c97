import type { Kysely } from '@sponsorly/db';
import type { Database } from '@sponsorly/db';
import { TIMER_DEADLINES } from '../deals/timers/deal-timers';
import type { ServiceDeps } from '../lib/deps';

/** Work waiting: how many items, and how long the one waiting longest has waited (0 with none). */
export interface Backlog {
  count: number;
  oldestSeconds: number;
}

/** The deadlines whose lag an operator watches: a deal's timers, and released money clearing. */
export const WATCHED_TIMERS = [...(Object.keys(TIMER_DEADLINES) as (keyof typeof TIMER_DEADLINES)[]), 'clearing'] as const;
export type WatchedTimer = (typeof WATCHED_TIMERS)[number];

export interface OperationalBacklog {
  /** Emails not sent yet, aged from when they were written. */
  outbox: Backlog;
  /** Payment operations the provider has not settled, aged from when they were started. */
  payments: Backlog;
  /** Deadlines passed and not applied yet, aged from the deadline: how late the timer worker runs. */
  timers: Record<WatchedTimer, Backlog>;
}

type Counted = { count: string | number | bigint; oldest: Date | string | null };

/**
 * What the workers have left to do, for GET /metrics: a count and the oldest item of each queue. Every
 * query reads a partial index of its own (migrations 0001, 0008, 0011, 0013), so a scrape costs a few
 * index scans, however big the tables.
 */
export async function readBacklog(deps: Pick<ServiceDeps, 'db' | 'now'>): Promise<OperationalBacklog> {
  const now = deps.now();
  const db: Kysely<Database> = deps.db;
  const backlog = (row: Counted | undefined): Backlog => {
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
    return {
      count: Number(row?.count ?? 0),
      oldestSeconds: oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
    };
  };
  const [outbox, payments, clearing, ...deals] = await Promise.all([
    db
      .selectFrom('email_outbox')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirst(),
    db
      .selectFrom('payment_operations')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirst(),
    db
      .selectFrom('deals')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('clears_at').as('oldest')])
      .where('cleared_at', 'is', null)
      .where('clears_at', '<=', now)
      .executeTakeFirst(),
    ...Object.values(TIMER_DEADLINES).map(([status, column]) =>
      db
        .selectFrom('deals')
        .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min(column).as('oldest')])
        .where('status', '=', status)
        .where(column, '<=', now)
        .executeTakeFirst(),
    ),
  ]);
  const dealTimers = Object.fromEntries(
    Object.keys(TIMER_DEADLINES).map((kind, index) => [kind, backlog(deals[index] as Counted | undefined)]),
  ) as Record<keyof typeof TIMER_DEADLINES, Backlog>;
  return {
    outbox: backlog(outbox as Counted | undefined),
    payments: backlog(payments as Counted | undefined),
    timers: { ...dealTimers, clearing: backlog(clearing as Counted | undefined) },
  };
}
