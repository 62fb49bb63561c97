import { formatCents } from '../deals/offers/money';
import type { PaymentFailure } from './enums';

/** What funding, wallets and payouts say: the API's refusals and the pages' words. */
export const PAYMENT_MESSAGES = {
  declined: {
    card_declined: 'Your card was declined. No money was taken. Try another card.',
    insufficient_funds: 'Your card has insufficient funds. No money was taken. Try another card.',
    checkout_expired: 'The payment page expired before you paid. No money was taken. Press Fund to pay again.',
    payout_refused:
      'Stripe could not send this payout to your account. Nothing was withdrawn. Check your payout details and try again.',
    refund_failed: 'Stripe could not send this refund to your card. The money is back in your Sponsorly balance.',
  } satisfies Record<PaymentFailure, string>,
  cardNumberInvalid: 'Enter the 16 digits of the card number.',
  notAwaitingFunding: 'This deal is not waiting for funding.',
  fundingPastDue: 'The time to fund this deal has passed.',
  movedOnAfterPayment: (cents: number) =>
    `The deal moved on while your payment went through. The ${formatCents(cents)} is in your Sponsorly balance, ready for your next deal or to send back to your card.`,
  balanceSpentMeanwhile: (cents: number) =>
    `Your payment of ${formatCents(cents)} went through and is in your Sponsorly balance, but the balance paid for another deal meanwhile and no longer covers this one. Press Fund again to pay the rest.`,
  insufficientBalance: 'There is not enough money in this balance.',
  /** A refund to the card is split over the card payments the balance came from, each refunded at most once in all. */
  refundBeyondCharges: (refundableCents: number) =>
    refundableCents === 0
      ? 'None of this balance can go back to a card: it did not come from a card payment that can still be refunded.'
      : `Only ${formatCents(refundableCents)} of this balance can go back to your card: that is what your card payments can still refund. The rest did not come from a card payment.`,
  amountInvalid: 'Enter an amount in whole cents, more than zero.',
  creatorsWithdraw: 'Only creators withdraw earnings. A brand sends its balance back to its card.',
  brandsRefund: 'Only brands send a balance back to a card. A creator withdraws earnings.',
  testMoney: 'Test money: no real card is charged and no money moves.',
  /** Where money out goes, said in the confirmation before it leaves (docs/payments.md, "Where money out goes"). */
  moneyOutDestination: {
    sandbox_payout:
      'Nowhere real: this is the test sandbox, so no bank account is paid. With live payments, it goes to your Stripe payout account and on to the bank account you gave Stripe.',
    stripe_payout: 'To your Stripe payout account, which sends it on to the bank account you gave Stripe.',
    sandbox_refund:
      'Nowhere real: this is the test sandbox, so no card is refunded. With live payments, it goes back to your card.',
    stripe_refund: 'Back to the card you paid with (split over your card payments when there were several).',
  },
  /** A payment that did not go through after the brand left Stripe's page (a bank debit refused, the page expired). */
  paymentFailedNotice: (creatorName: string) => ({
    title: `Your payment for the deal with ${creatorName} did not go through`,
    body: 'No money was taken and the deal still waits for funding. Press Fund to pay again before the deadline.',
    action: 'Fund the deal',
  }),
  /** Stripe took a creator's payout back from their account: the money is in their available balance again. */
  payoutReturnedNotice: (cents: number) => ({
    title: `${formatCents(cents)} of a withdrawal came back from Stripe`,
    body: 'Stripe could not keep the payout in your account, so the money is back in your available balance. Check your payout details in Stripe, then withdraw again.',
    action: 'See your earnings',
  }),
  /** Part of a brand's refund to its card did not go through: that part is back in its balance. */
  refundReturnedNotice: (cents: number) => ({
    title: `${formatCents(cents)} could not be sent back to your card`,
    body: 'Your card refused part of the refund, so that money is back in your Sponsorly balance. Send it again, or use it for your next deal.',
    action: 'See your finances',
  }),
  checkoutLineFee: 'Sponsorly platform fee',
  checkoutLinePrice: (creatorName: string) => `Sponsored content by ${creatorName}`,
  reconcileSinceInvalid: 'Give the day to compare from as YYYY-MM-DD.',
  reconcileNeedsStripe: 'Reconciliation compares the books with Stripe, and this server does not use Stripe.',
  payoutsNotEnabled: 'Set up payouts first: Stripe needs your details before it can pay you.',
  payoutSetupNotNeeded: 'Payouts need no setup here: test money is paid out at once.',
  signatureInvalid: 'The webhook signature is missing, wrong or too old.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another withdrawal or refund.',
  receiptNotFound: 'No such receipt.',
  statementMonthInvalid: 'Give the month as YYYY-MM, for example 2026-11.',
  statementMonthAhead: 'That month has not begun yet. Choose this month or an earlier one.',
  creatorsStatements: 'Statements are for creators. A brand’s receipts are on its finances page.',
  balanceOwed: (cents: number) =>
    `You owe Sponsorly ${formatCents(cents)}: your bank took back a card payment you made (a chargeback) and your balance did not cover it. You can fund deals again once that is settled: money coming into your balance pays it first, and it is settled if the bank decides the dispute for Sponsorly. Contact support to settle it sooner.`,
  /** A chargeback's reason on the deal's dispute, opened for an admin when it freezes the deal. */
  chargebackDisputeReason: (cents: number, bankReason: string) =>
    `The brand's bank took back ${formatCents(cents)} of the card payment for this deal (a chargeback; the bank's reason: ${bankReason.replaceAll('_', ' ')}). The deal is paused until an admin decides.`,
  providerUnavailable:
    'A payment for this deal is still being finished with a payment service that is not available right now. No money was taken twice. Try again later or contact support.',
} as const;

/** A wallet's movements, as the earnings and finances pages name them. */
export const TRANSFER_CODE_LABELS = {
  funding: 'Payment from your card',
  hold_price: 'Held for a deal',
  hold_fee: 'Platform fee held',
  release_price: 'Released for approved work',
  release_fee: 'Platform fee',
  return_price: 'Returned from a canceled deal',
  return_fee: 'Platform fee returned',
  clearing: 'Cleared, ready to withdraw',
  refund: 'Sent back to your card',
  payout: 'Withdrawn',
  payout_reversed: 'Withdrawal returned by Stripe',
  chargeback: 'Taken back by your bank (a disputed card payment)',
  chargeback_won: 'Returned: the card dispute was closed',
  owed_paid: 'Paid toward what you owe',
  processor_fee: 'Card processing fee',
} as const;

/** What admins are told of chargebacks (a notification and an email each). */
export const CHARGEBACK_NOTIFICATIONS = {
  opened: (cents: number, brand: string, owedCents: number, dealPaused: boolean) => ({
    title: `A card payment of ${brand} was disputed: ${formatCents(cents)} taken back`,
    body: [
      owedCents > 0
        ? `Their balance covered ${formatCents(cents - owedCents)}; they owe ${formatCents(owedCents)} and cannot fund deals until it is settled.`
        : 'Their balance covered it.',
      dealPaused ? 'The deal it paid is paused as a dispute for you to decide.' : '',
    ]
      .filter(Boolean)
      .join(' '),
    action: dealPaused ? 'Open the disputes' : 'View the deal',
  }),
  won: (cents: number, brand: string) => ({
    title: `A card dispute of ${brand} was won: ${formatCents(cents)} is back`,
    body: 'The money is back in their balance, paying first what they owed.',
    action: 'View the deal',
  }),
} as const;
