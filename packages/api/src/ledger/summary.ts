import { moneySummarySchema, type MoneySummary } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import { authedProcedure } from '../trpc';
import { loadWallet } from './wallet';
import { tags } from './wallet-procedures';

/** The dashboards' and the money pages' figures, from the released holds in the ledger (posts of `hold:<deal>:*`). */
export async function loadMoneySummary(db: Kysely<Database>, user: User, now: Date): Promise<MoneySummary> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const brand = user.user_type === 'brand';
  const kind = brand ? 'brand_balance' : 'creator_clearing';
  const side = brand ? sql`t.debit_account_id` : sql`t.credit_account_id`;
  const codes = brand ? ['release_price', 'release_fee'] : ['release_price'];
  const row = await sql<{ month: string; total: string; fees: string }>`
    select coalesce(sum(t.amount) filter (where t.created_at >= ${monthStart}), 0)::text as month,
           coalesce(sum(t.amount), 0)::text as total,
           coalesce(sum(t.amount) filter (where t.code = 'release_fee'), 0)::text as fees
    from ledger_transfers t
    join ledger_accounts a on a.id = ${side}
    where a.user_id = ${user.id} and a.kind = ${kind} and t.kind = 'post' and t.code in (${sql.join(codes)})`.execute(db);
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 1));
  const months = await sql<{ month: string; cents: string }>`
    select to_char(date_trunc('month', t.created_at at time zone 'UTC'), 'YYYY-MM') as month, sum(t.amount)::text as cents
    from ledger_transfers t
    join ledger_accounts a on a.id = ${side}
    where a.user_id = ${user.id} and a.kind = ${kind} and t.kind = 'post' and t.code in (${sql.join(codes)}) and t.created_at >= ${firstMonth}
    group by 1`.execute(db);
  const byMonth = new Map(months.rows.map((r) => [r.month, Number(r.cents)]));
  const by_month = Array.from({ length: 6 }, (_, i) => {
    const d = new Date(Date.UTC(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + i, 1));
    const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    return { month, cents: byMonth.get(month) ?? 0 };
  });
  const wallet = await loadWallet(db, user);
  const totals = row.rows[0]!;
  return {
    this_month_cents: Number(totals.month),
    total_cents: Number(totals.total),
    fees_cents: Number(totals.fees),
    pending_cents: brand ? wallet.held_cents : wallet.held_cents + wallet.pending_cents,
    by_month,
  };
}

/** GET /wallet/summary. */
export const getMoneySummaryProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/wallet/summary',
      summary: 'Released this month and in all, fees, and money to come (the dashboards’ figures)',
      tags,
    },
  })
  .output(moneySummarySchema)
  .query(({ ctx }) => loadMoneySummary(ctx.deps.db, ctx.session.user, ctx.deps.now()));
