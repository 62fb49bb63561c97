import { z } from 'zod';
import { CURRENCIES } from '@sponsorly/shared';
import { authedProcedure, router } from '../trpc';
import { loadWallet } from './wallet';

const cents = (description: string) => z.number().int().meta({ description });

const walletSchema = z
  .object({
    currency: z.enum(CURRENCIES),
    available_cents: cents('A brand: to fund deals or send back to its card. A creator: to withdraw.'),
    pending_cents: cents('A creator: released for approved work, clearing before it can be withdrawn. A brand: 0.'),
    held_cents: cents('Held in deals under way: a brand’s money, or a creator’s to come.'),
    paid_out_cents: cents('A creator: withdrawn. A brand: sent back to its card.'),
  })
  .meta({ id: 'Wallet' });

export const walletRouter = router({
  get: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/wallet', summary: 'Your money on Sponsorly, from the ledger', tags: ['Wallet'] } })
    .output(walletSchema)
    .query(({ ctx }) => loadWallet(ctx.deps.db, ctx.session.user)),
});
