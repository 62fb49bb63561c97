import {
  DEAL_LIMITS,
  describeDeliverables,
  ERROR_CODES,
  HTTP_MESSAGES,
  movementPageSchema,
  movementsInputSchema,
  type MovementView,
  type DeliverableType,
  type TransferCode,
} from '@sponsorly/shared';
import { sql, type Database, type Kysely, type User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import { brandNameSql, personNameSql } from '../lib/party-names';
import { authedProcedure } from '../trpc';
import { tags } from './wallet-procedures';

/** What became of a hold, on its movement: still held, all released, part released (the rest back), or all back. */
type HoldState = NonNullable<MovementView['hold']>['state'];

const invalidCursor = () =>
  new AppError(400, ERROR_CODES.validation, HTTP_MESSAGES.invalidInput, {
    fields: { cursor: 'The cursor is not one this list gave.' },
  });

/**
 * A person's movements, newest first: every transfer into or out of their accounts except the ones
 * between their own accounts (a creator's money clearing), each hold once with what became of it
 * (its settlement is not listed again), with its deal's title and the deal's other side. Paged by the
 * transfers' order of writing.
 */
export async function listMovements(
  db: Kysely<Database>,
  user: User,
  cursor: string | undefined,
  limit: number = DEAL_LIMITS.pageSize,
): Promise<{ items: MovementView[]; next_cursor: string | null }> {
  if (cursor !== undefined && !/^\d{1,18}$/.test(cursor)) throw invalidCursor();
  const rows = await movementsQuery(user.id, cursor, limit).execute(db);
  const page = rows.rows.slice(0, limit);
  const items = page.map((row): MovementView => {
    const amount = Number(row.amount);
    const released = row.settled_kind === 'post' ? Number(row.settled_amount) : 0;
    const state: HoldState = !row.settled_kind
      ? 'held'
      : row.settled_kind === 'void'
        ? 'returned'
        : released === amount
          ? 'released'
          : 'partly_released';
    return {
      id: row.id,
      deal_id: row.deal_id,
      kind: row.code,
      amount_cents: row.outgoing ? -amount : amount,
      hold: row.kind === 'pending' ? { state, released_cents: released } : null,
      deal_title: row.deliverables ? describeDeliverables(row.deliverables) : null,
      // The deal's other side, as its pages name it: the creator for the brand, the brand for the creator.
      counterpart_name: row.brand_id ? (row.brand_id === user.id ? row.creator_name : row.brand_name) : null,
      created_at: row.created_at.toISOString(),
    };
  });
  return { items, next_cursor: rows.rows.length > limit ? page.at(-1)!.seq : null };
}

/** GET /wallet/movements. */
export const listMovementsProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/wallet/movements', summary: 'Every movement of your money, newest first', tags } })
  .input(movementsInputSchema)
  .output(movementPageSchema)
  .query(({ ctx, input }) => listMovements(ctx.deps.db, ctx.session.user, input.cursor));

/**
 * The movements' statement. The transfers are found through the per-account indexes
 * (`ledger_transfers_debit`, `ledger_transfers_credit`: account, then seq), one walk for each side of
 * the person's accounts, each stopping after a page; a transfer between two of their own accounts is
 * in neither. Exported for the test that reads its plan.
 */
export function movementsQuery(userId: string, cursor: string | undefined, limit: number) {
  const after = cursor ? sql`and t.seq < ${cursor}` : sql``;
  return sql<{
    id: string;
    seq: string;
    deal_id: string | null;
    code: TransferCode;
    kind: string;
    amount: string;
    created_at: Date;
    outgoing: boolean;
    settled_kind: string | null;
    settled_amount: string | null;
    deliverables: { type: DeliverableType; quantity: number }[] | null;
    brand_id: string | null;
    brand_name: string | null;
    creator_name: string | null;
  }>`
    with mine as (select id from ledger_accounts where user_id = ${userId}),
    found as (
      (select t.* from ledger_transfers t
       where t.debit_account_id in (select id from mine) and t.credit_account_id not in (select id from mine)
         and t.kind in ('single', 'pending') ${after}
       order by t.seq desc limit ${limit + 1})
      union all
      (select t.* from ledger_transfers t
       where t.credit_account_id in (select id from mine) and t.debit_account_id not in (select id from mine)
         and t.kind in ('single', 'pending') ${after}
       order by t.seq desc limit ${limit + 1})
    )
    select t.id, t.seq::text, t.deal_id, t.code, t.kind, t.amount::text, t.created_at,
           t.debit_account_id in (select id from mine) as outgoing,
           r.kind as settled_kind, r.amount::text as settled_amount,
           v.deliverables, d.brand_id, ${brandNameSql('b', 'bp')} as brand_name, ${personNameSql('c')} as creator_name
    from found t
    left join ledger_transfers r on r.pending_id = t.id
    left join deals d on d.id = t.deal_id
    left join deal_versions v on v.deal_id = d.id and v.version = d.current_version
    left join users b on b.id = d.brand_id
    left join brand_profiles bp on bp.user_id = d.brand_id
    left join users c on c.id = d.creator_id
    order by t.seq desc
    limit ${limit + 1}`;
}
