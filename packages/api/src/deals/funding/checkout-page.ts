import { PAYMENT_MESSAGES, type Currency } from '@sponsorly/shared';
import type { DealRow, PaymentOperationRow } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import type { PaymentProvider } from '../../payments/provider';

/**
 * The payment page of a charge operation, opened once: the provider's idempotency key is the operation's
 * id, and the page's session, address and closing time are kept on the operation, so a second press, a
 * retry after a lost answer or another instance all send the brand to the same page. The lines add up to
 * the amount the operation charges: the platform fee first, the creator's price for the rest (what the
 * brand's balance covered comes off the price). The provider is called outside any transaction.
 */
export async function checkoutPageOf(
  deps: ServiceDeps,
  provider: PaymentProvider,
  op: PaymentOperationRow,
  deal: DealRow,
): Promise<string> {
  const kept = op.details;
  if (typeof kept.checkout_url === 'string') return kept.checkout_url;
  const [terms, creator] = await Promise.all([
    deps.db
      .selectFrom('deal_versions')
      .select('fee_cents')
      .where('deal_id', '=', deal.id)
      .where('version', '=', deal.current_version)
      .executeTakeFirstOrThrow(),
    deps.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', deal.creator_id).executeTakeFirstOrThrow(),
  ]);
  const total = Number(op.amount_cents);
  const fee = Math.min(Number(terms.fee_cents), total);
  const lines = [
    { name: PAYMENT_MESSAGES.checkoutLinePrice(`${creator.first_name} ${creator.last_name}`), amountCents: total - fee },
    { name: PAYMENT_MESSAGES.checkoutLineFee, amountCents: fee },
  ].filter((line) => line.amountCents > 0);
  const back = `${deps.settings.appUrl}/deals/${deal.id}`;
  const page = await provider.openCheckout!(
    { id: op.id, amountCents: total, currency: op.currency as Currency, details: kept },
    {
      dealId: deal.id,
      lines,
      successUrl: `${back}?payment=done`,
      cancelUrl: `${back}?payment=canceled`,
      closesAt: deal.funding_due_at ?? deps.now(),
    },
  );
  await deps.db
    .updateTable('payment_operations')
    .set({
      details: JSON.stringify({
        ...kept,
        checkout_session_id: page.sessionId,
        checkout_url: page.url,
        checkout_expires_at: page.expiresAt.toISOString(),
      }),
    })
    .where('id', '=', op.id)
    .where('status', '=', 'pending')
    .execute();
  return page.url;
}
