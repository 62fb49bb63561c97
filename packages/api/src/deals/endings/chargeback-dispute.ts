import { PAYMENT_MESSAGES, type DealStatus } from '@sponsorly/shared';
import type { Database, DealRow, Transaction } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import { runTransition } from '../transitions/apply-transition';
import { DEAL_TRANSITIONS } from '../transitions/transitions';
import { insertSystemDispute } from './system-dispute';

/**
 * The bank took back the card payment that funded a deal still under way (payments/stripe/chargebacks.ts):
 * the deal is paused as a dispute for an admin, in the caller's transaction. A dispute already stops the
 * timers (no review window, no cancellation by silence) and keeps the money held until an admin decides,
 * with the four outcomes the admin already has; so a chargeback is a dispute the system opens in the
 * brand's name (it is the brand who disputed the payment), with the bank's reason, and the creator may
 * answer it as any other. Answers whether the deal was paused (a deal done, ended or already disputed is not).
 */
export async function openChargebackDispute(
  trx: Transaction<Database>,
  deps: Pick<ServiceDeps, 'settings' | 'now'>,
  deal: DealRow,
  chargeback: { amountCents: number; bankReason: string },
): Promise<boolean> {
  if (!(DEAL_TRANSITIONS.chargeback.from as readonly DealStatus[]).includes(deal.status as DealStatus)) return false;
  await runTransition(trx, deps, {
    dealId: deal.id,
    action: 'chargeback',
    actor: { kind: 'system' },
    effect: async () => {
      await insertSystemDispute(trx, deps.now(), {
        dealId: deal.id,
        openedBy: deal.brand_id,
        side: 'brand',
        reason: PAYMENT_MESSAGES.chargebackDisputeReason(chargeback.amountCents, chargeback.bankReason),
      });
      return { details: { chargeback_cents: chargeback.amountCents } };
    },
  });
  return true;
}
