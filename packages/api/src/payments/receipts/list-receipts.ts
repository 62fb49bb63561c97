import {
  DEAL_LIMITS,
  ERROR_CODES,
  HTTP_MESSAGES,
  RECEIPT_NUMBER_PATTERN,
  receiptPageSchema,
  receiptsInputSchema,
  type Currency,
  type ReceiptKind,
  type ReceiptView,
} from '@sponsorly/shared';
import { sql, type Database, type Kysely, type User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import { authedProcedure } from '../../trpc';
import { tags } from '../../ledger/wallet-procedures';

const invalidCursor = () =>
  new AppError(400, ERROR_CODES.validation, HTTP_MESSAGES.invalidInput, {
    fields: { cursor: 'The cursor is not one this list gave.' },
  });

/** The brand's receipts and credit notes, newest first (by number); paged by the last number given. */
export async function listReceipts(
  db: Kysely<Database>,
  user: User,
  cursor: string | undefined,
  limit: number = DEAL_LIMITS.pageSize,
): Promise<{ items: ReceiptView[]; next_cursor: string | null }> {
  const after = cursor === undefined ? undefined : RECEIPT_NUMBER_PATTERN.exec(cursor);
  if (after === null) throw invalidCursor();
  const rows = await db
    .selectFrom('receipts')
    .select(['id', 'number', 'kind', 'deal_id', 'total_cents', 'currency', 'created_at'])
    .where('brand_id', '=', user.id)
    .$if(after !== undefined, (q) =>
      q.where(sql<boolean>`(year, seq) < (cast(${Number(after![1])} as integer), cast(${Number(after![2])} as integer))`),
    )
    .orderBy('year', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      number: row.number,
      kind: row.kind as ReceiptKind,
      deal_id: row.deal_id,
      total_cents: Number(row.total_cents),
      currency: row.currency as Currency,
      created_at: row.created_at.toISOString(),
    })),
    next_cursor: rows.length > limit ? page.at(-1)!.number : null,
  };
}

/** GET /receipts. */
export const listReceiptsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/receipts',
      summary: 'Your receipts and credit notes, newest first',
      description:
        'A brand’s receipt for each deal it funded and credit note for each refund to its card, one numbering series a year. The PDF of each is at `GET /receipts/{id}`. Other accounts have none.',
      tags,
    },
  })
  .input(receiptsInputSchema)
  .output(receiptPageSchema)
  .query(({ ctx, input }) => listReceipts(ctx.deps.db, ctx.session.user, input.cursor));
