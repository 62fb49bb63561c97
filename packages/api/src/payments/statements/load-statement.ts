import { describeDeliverables, type DeliverableType } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import { brandNameSql, personNameSql } from '../../lib/party-names';

/** A creator's month, from the ledger: what was released to them for approved work, and what they withdrew. */
export interface Statement {
  month: string;
  issuer: { name: string; address: string };
  creator: { name: string; email: string };
  released: { date: Date; brand: string; deal: string; deal_id: string; amount_cents: number }[];
  withdrawals: { date: Date; amount_cents: number }[];
  total_released_cents: number;
  total_withdrawn_cents: number;
}

/**
 * The creator's statement of a month (UTC): each release of a deal's price into their clearing account
 * (`release_price` posts: an approval, or a dispute's release or split), and each withdrawal paid
 * (`payout` posts out of their available money), in the order the ledger wrote them.
 */
export async function loadStatement(
  deps: Pick<ServiceDeps, 'db' | 'settings'>,
  user: User,
  month: string,
  bounds: { start: Date; end: Date },
): Promise<Statement> {
  const released = await deps.db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as a', 'a.id', 't.credit_account_id')
    .innerJoin('deals as d', 'd.id', 't.deal_id')
    .innerJoin('deal_versions as v', (join) => join.onRef('v.deal_id', '=', 'd.id').onRef('v.version', '=', 'd.current_version'))
    .innerJoin('users as b', 'b.id', 'd.brand_id')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'b.id')
    .select(['t.created_at', 't.amount', 't.deal_id', 'v.deliverables', brandNameSql('b', 'bp').as('brand')])
    .where('a.user_id', '=', user.id)
    .where('a.kind', '=', 'creator_clearing')
    .where('t.kind', '=', 'post')
    .where('t.code', '=', 'release_price')
    .where('t.created_at', '>=', bounds.start)
    .where('t.created_at', '<', bounds.end)
    .orderBy('t.seq')
    .execute();
  const withdrawals = await deps.db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as a', 'a.id', 't.debit_account_id')
    .select(['t.created_at', 't.amount'])
    .where('a.user_id', '=', user.id)
    .where('a.kind', '=', 'creator_available')
    .where('t.kind', '=', 'post')
    .where('t.code', '=', 'payout')
    .where('t.created_at', '>=', bounds.start)
    .where('t.created_at', '<', bounds.end)
    .orderBy('t.seq')
    .execute();
  const name = await deps.db
    .selectFrom('users as u')
    .select(personNameSql('u').as('name'))
    .where('u.id', '=', user.id)
    .executeTakeFirstOrThrow();
  const lines = released.map((r) => ({
    date: r.created_at,
    brand: r.brand,
    deal: describeDeliverables(r.deliverables.map((d) => ({ type: d.type as DeliverableType, quantity: d.quantity }))),
    deal_id: r.deal_id!,
    amount_cents: Number(r.amount),
  }));
  const paid = withdrawals.map((w) => ({ date: w.created_at, amount_cents: Number(w.amount) }));
  return {
    month,
    issuer: { name: deps.settings.companyName, address: deps.settings.contact.address },
    creator: { name: name.name, email: user.email },
    released: lines,
    withdrawals: paid,
    total_released_cents: lines.reduce((sum, line) => sum + line.amount_cents, 0),
    total_withdrawn_cents: paid.reduce((sum, line) => sum + line.amount_cents, 0),
  };
}
