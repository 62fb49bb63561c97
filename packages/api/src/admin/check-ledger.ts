import { ledgerCheckSchema } from '@sponsorly/shared';
import { checkLedger } from '../ledger/check';
import { adminProcedure } from '../trpc';
import { tags } from './admin-procedures';

/** GET /admin/ledger-check: the service is checkLedger (ledger/check.ts), which `npm run ledger:check` runs too. */
export const checkLedgerProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/ledger-check',
      summary: 'The ledger’s invariants, checked now (as npm run ledger:check)',
      tags,
    },
  })
  .output(ledgerCheckSchema)
  .query(({ ctx }) => checkLedger(ctx.deps.db, ctx.deps.now()));
