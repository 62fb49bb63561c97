import { DEFAULT_CURRENCY, platformMoneySchema, type Currency, type PlatformMoney } from '@sponsorly/shared';
import { sql, type Database, type Kysely, type RawBuilder } from '@sponsorly/db';
import { adminProcedure } from '../trpc';
import { tags } from './admin-procedures';

/**
 * The platform's own money, from its ledger accounts (docs/ledger.md): the fees earned (`platform_fees`'s
 * posted credits less its posted debits) less what the providers kept of the charges (`processor_fees`),
 * and the chargebacks the platform carries (`chargebacks`, open or lost; what brands still owe of them).
 */
export async function loadPlatformMoney(db: Kysely<Database>, currency: Currency = DEFAULT_CURRENCY): Promise<PlatformMoney> {
  const sum = (kind: string, figure: RawBuilder<unknown>) =>
    sql<string>`coalesce(sum(${figure}) filter (where kind = ${kind}), 0)::text`;
  const row = await db
    .selectFrom('ledger_accounts')
    .select([
      sum('platform_fees', sql`credits_posted - debits_posted`).as('fees'),
      sum('platform_fees', sql`credits_pending`).as('held'),
      sum('processor_fees', sql`debits_posted - credits_posted`).as('processing'),
      sum('chargebacks', sql`credits_posted - debits_posted`).as('chargebacks'),
      sum('brand_owed', sql`debits_posted - credits_posted - credits_pending`).as('owed'),
    ])
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  const fees = Number(row.fees);
  const processing = Number(row.processing);
  return {
    currency,
    fee_income_cents: fees,
    fees_held_cents: Number(row.held),
    processing_fees_cents: processing,
    net_fee_income_cents: fees - processing,
    chargebacks_cents: Number(row.chargebacks),
    owed_by_brands_cents: Number(row.owed),
  };
}

/** GET /admin/money: the admin console's money card. */
export const platformMoneyProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/money',
      summary: 'The platform’s fee income net of processing fees, and its chargebacks',
      tags,
    },
  })
  .output(platformMoneySchema)
  .query(({ ctx }) => loadPlatformMoney(ctx.deps.db));
