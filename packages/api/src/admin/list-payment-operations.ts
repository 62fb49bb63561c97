import {
  adminPaymentOperationsPageSchema,
  adminPaymentOperationsQuerySchema,
  type AdminPage,
  type AdminPaymentOperationRow,
  type AdminPaymentOperationsQuery,
  type PaymentOperationKind,
  type PaymentOperationStatus,
} from '@sponsorly/shared';
import { sql, type Database, type Kysely, type PaymentOperationRow } from '@sponsorly/db';
import { personNameSql } from '../lib/party-names';
import { adminProcedure } from '../trpc';
import { afterCursor, iso } from './admin-list-query';
import { tags } from './admin-procedures';
import { ADMIN_PAGE_SIZE, decodeCursor, toPage } from './page-cursor';

/** Payment operations as the console shows them, each with the name of the account it was made for. */
export async function paymentOperationRows(
  db: Kysely<Database>,
  operations: Omit<PaymentOperationRow, 'details' | 'idempotency_key' | 'request_fingerprint' | 'provider_reference'>[],
): Promise<AdminPaymentOperationRow[]> {
  const userIds = [...new Set(operations.map((op) => op.user_id))];
  const names = userIds.length
    ? await db
        .selectFrom('users as u')
        .select(['u.id', personNameSql('u').as('name')])
        .where('u.id', 'in', userIds)
        .execute()
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return operations.map((op) => ({
    id: op.id,
    kind: op.kind as PaymentOperationKind,
    status: op.status as PaymentOperationStatus,
    provider: op.provider,
    amount_cents: Number(op.amount_cents),
    currency: op.currency,
    user_id: op.user_id,
    user_name: nameOf.get(op.user_id) ?? '',
    deal_id: op.deal_id,
    failure_code: op.failure_code,
    created_at: iso(op.created_at)!,
    completed_at: iso(op.completed_at),
  }));
}

export const OPERATION_COLUMNS = [
  'id',
  'kind',
  'status',
  'provider',
  'amount_cents',
  'currency',
  'user_id',
  'deal_id',
  'failure_code',
  'created_at',
  'completed_at',
] as const;

/** Every payment operation, newest first, of one kind and status when given; 100 a page after `cursor`. */
export async function listPaymentOperations(
  db: Kysely<Database>,
  input: AdminPaymentOperationsQuery,
): Promise<AdminPage<AdminPaymentOperationRow>> {
  // As newestFirst (admin-list-query.ts) does for the other lists.
  let query = db
    .selectFrom('payment_operations')
    .select(OPERATION_COLUMNS)
    .select(sql<string>`created_at::text`.as('cursor_at'))
    .where(afterCursor(decodeCursor(input.cursor ?? undefined)))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ADMIN_PAGE_SIZE + 1);
  if (input.kind) query = query.where('kind', '=', input.kind);
  if (input.status) query = query.where('status', '=', input.status);
  const page = toPage(await query.execute());
  return { rows: await paymentOperationRows(db, page.rows), next_cursor: page.next };
}

/** GET /admin/payment-operations. */
export const listPaymentOperationsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/payment-operations',
      summary: 'Payment operations (charges, refunds, payouts), newest first',
      description:
        'Every call made to the payment provider, newest first, 100 a page: `kind` keeps charges, refunds or payouts, `status` the pending, succeeded or failed.',
      tags,
    },
  })
  .input(adminPaymentOperationsQuerySchema)
  .output(adminPaymentOperationsPageSchema)
  .query(({ ctx, input }) => listPaymentOperations(ctx.deps.db, input));
