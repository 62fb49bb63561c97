import type { LedgerCheck } from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import { checkPaymentOperations } from './check-operations';

export type { LedgerCheck };

/** Deals past the point where their money can still be held. */
const SETTLED_DEAL_STATUSES = ['completed', 'canceled', 'declined', 'withdrawn', 'expired', 'funding_expired'];

/**
 * The ledger's invariants (docs/ledger.md "Invariants and the check"), read from the database as it is: per
 * currency, the debits equal the credits, posted and pending; every account's counters equal what its
 * transfers add up to; no account that may not be overdrawn is, nor is a brand's debt paid off beyond it; every hold of a settled deal is settled;
 * the payment operations agree with the transfers (check-operations.ts), `now` telling which pending one
 * is stuck. `npm run ledger:check` and the admin console run it.
 */
export async function checkLedger(db: Kysely<Database>, now: Date = new Date()): Promise<LedgerCheck> {
  const problems: string[] = [];

  const totals = await sql<{ currency: string; dp: string; dP: string; cp: string; cP: string }>`
    select currency, sum(debits_pending)::text as dp, sum(debits_posted)::text as "dP",
           sum(credits_pending)::text as cp, sum(credits_posted)::text as "cP"
    from ledger_accounts group by currency order by currency`.execute(db);
  for (const t of totals.rows) {
    if (t.dP !== t.cP) problems.push(`${t.currency}: posted debits ${t.dP} differ from posted credits ${t.cP}.`);
    if (t.dp !== t.cp) problems.push(`${t.currency}: pending debits ${t.dp} differ from pending credits ${t.cp}.`);
  }

  // What each account's transfers add up to: a single or a post moves posted money; a hold not yet
  // settled is pending. A post or void copies its hold's accounts.
  const recount = await sql<{ code: string; field: string; stored: string; summed: string }>`
    with open_holds as (
      select h.* from ledger_transfers h
      where h.kind = 'pending' and not exists (select 1 from ledger_transfers r where r.pending_id = h.id)
    ), sums as (
      select a.id, a.code,
        a.debits_posted, coalesce((select sum(amount) from ledger_transfers t where t.debit_account_id = a.id and t.kind in ('single', 'post')), 0) as debits_posted_sum,
        a.credits_posted, coalesce((select sum(amount) from ledger_transfers t where t.credit_account_id = a.id and t.kind in ('single', 'post')), 0) as credits_posted_sum,
        a.debits_pending, coalesce((select sum(amount) from open_holds t where t.debit_account_id = a.id), 0) as debits_pending_sum,
        a.credits_pending, coalesce((select sum(amount) from open_holds t where t.credit_account_id = a.id), 0) as credits_pending_sum
      from ledger_accounts a
    )
    select code, field, stored::text, summed::text from sums
    cross join lateral (values
      ('debits_posted', debits_posted, debits_posted_sum), ('credits_posted', credits_posted, credits_posted_sum),
      ('debits_pending', debits_pending, debits_pending_sum), ('credits_pending', credits_pending, credits_pending_sum)
    ) as f(field, stored, summed)
    where stored <> summed
    order by code, field`.execute(db);
  for (const r of recount.rows) problems.push(`${r.code}: ${r.field} is ${r.stored} but its transfers add up to ${r.summed}.`);

  const overdrawn = await db
    .selectFrom('ledger_accounts')
    .select('code')
    .where('no_overdraft', '=', true)
    .where(sql<boolean>`debits_pending + debits_posted > credits_posted`)
    .execute();
  for (const a of overdrawn) problems.push(`${a.code} is overdrawn.`);
  const overpaid = await db
    .selectFrom('ledger_accounts')
    .select('code')
    .where('kind', '=', 'brand_owed')
    .where(sql<boolean>`credits_pending + credits_posted > debits_posted`)
    .execute();
  for (const a of overpaid) problems.push(`${a.code} is paid off beyond what was owed.`);

  const unsettled = await sql<{ id: string; deal_id: string; status: string }>`
    select h.id, h.deal_id, d.status from ledger_transfers h join deals d on d.id = h.deal_id
    where h.kind = 'pending' and d.status in (${sql.join(SETTLED_DEAL_STATUSES)})
      and not exists (select 1 from ledger_transfers r where r.pending_id = h.id)
    order by h.id`.execute(db);
  for (const h of unsettled.rows) problems.push(`Hold ${h.id} of ${h.status} deal ${h.deal_id} is not settled.`);

  problems.push(...(await checkPaymentOperations(db, now)));

  const [accounts, transfers] = await Promise.all([
    db
      .selectFrom('ledger_accounts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ok: problems.length === 0, problems, accounts: Number(accounts.n), transfers: Number(transfers.n) };
}
