import { sql, type Database, type Kysely } from '@sponsorly/db';
import { STUCK_OPERATION_MS, operationDueFrom } from '../payments/settle-stale-operations';

/**
 * The payment operations against the transfers that record them (docs/ledger.md "Invariants and the
 * check"). The money an operation moved is a charge's `single` transfer, or the post of a payout's or
 * refund's hold (both name the operation in `operation_id`). So:
 * - a succeeded operation moved its amount, no more, no less (a refund split over charges: the parts
 *   refunded);
 * - no transfer moves money for an operation that is pending or failed, and a failed operation's hold
 *   is given back;
 * - no operation is pending past STUCK_OPERATION_MS: the recovery worker takes one over after
 *   STALE_OPERATION_MS, so one still pending long after is one it keeps failing on.
 */
export async function checkPaymentOperations(db: Kysely<Database>, now: Date): Promise<string[]> {
  const problems: string[] = [];
  const moved = sql`
    select t.operation_id, t.id, t.amount from ledger_transfers t where t.kind = 'single' and t.operation_id is not null
    union all
    select h.operation_id, p.id, p.amount from ledger_transfers p join ledger_transfers h on h.id = p.pending_id
    where p.kind = 'post' and h.operation_id is not null`;
  const named = (o: { id: string; kind: string; amount: string; currency: string }) =>
    `Payment operation ${o.id} (${o.kind} of ${o.amount} ${o.currency} cents)`;

  // A refund split over charges moved the parts that were refunded; a part that failed came back.
  const owed = sql`case when jsonb_typeof(o.details->'parts') = 'array' then (
      select coalesce(sum((p->>'amount')::bigint), 0) from jsonb_array_elements(o.details->'parts') p
      where p->>'status' = 'succeeded'
    ) else o.amount_cents end`;
  const unrecorded = await sql<{ id: string; kind: string; amount: string; currency: string; moved: string }>`
    with moved as (${moved})
    select o.id, o.kind, o.amount_cents::text as amount, o.currency, coalesce(sum(m.amount), 0)::text as moved
    from payment_operations o left join moved m on m.operation_id = o.id
    where o.status = 'succeeded'
    group by o.id
    having coalesce(sum(m.amount), 0) <> ${owed}
    order by o.created_at, o.id`.execute(db);
  for (const o of unrecorded.rows)
    problems.push(
      o.moved === '0'
        ? `${named(o)} succeeded, but no transfer moved its money.`
        : `${named(o)} succeeded, but its transfers moved ${o.moved}.`,
    );

  const unpaid = await sql<{ id: string; operation_id: string; status: string }>`
    with moved as (${moved})
    select m.id, m.operation_id, o.status from moved m join payment_operations o on o.id = m.operation_id
    where o.status <> 'succeeded'
    order by m.id`.execute(db);
  for (const t of unpaid.rows)
    problems.push(`Transfer ${t.id} moves money for payment operation ${t.operation_id}, which is ${t.status}.`);

  const keptHolds = await sql<{ id: string; operation_id: string }>`
    select h.id, h.operation_id from ledger_transfers h join payment_operations o on o.id = h.operation_id
    where h.kind = 'pending' and o.status = 'failed'
      and not exists (select 1 from ledger_transfers r where r.pending_id = h.id)
    order by h.id`.execute(db);
  for (const h of keptHolds.rows) problems.push(`Hold ${h.id} of failed payment operation ${h.operation_id} is not settled.`);

  const stuck = await db
    .selectFrom('payment_operations')
    .select(['id', 'kind', sql<string>`amount_cents::text`.as('amount'), 'currency', 'created_at'])
    .where('status', '=', 'pending')
    .where(operationDueFrom, '<=', new Date(now.getTime() - STUCK_OPERATION_MS))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const o of stuck)
    problems.push(`${named(o)} has been pending since ${o.created_at.toISOString()}: the recovery worker has not settled it.`);
  return problems;
}
