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
  } satisfies Record<PaymentFailure, string>,
  cardNumberInvalid: 'Enter the 16 digits of the card number.',
  notAwaitingFunding: 'This deal is not waiting for funding.',
  fundingPastDue: 'The time to fund this deal has passed.',
  movedOnAfterPayment: (cents: number) =>
    `The deal moved on while your payment went through. The ${formatCents(cents)} is in your Sponsorly balance, ready for your next deal or to send back to your card.`,
  balanceSpentMeanwhile: (cents: number) =>
    `Your payment of ${formatCents(cents)} went through and is in your Sponsorly balance, but the balance paid for another deal meanwhile and no longer covers this one. Press Fund again to pay the rest.`,
  insufficientBalance: 'There is not enough money in this balance.',
  amountInvalid: 'Enter an amount in whole cents, more than zero.',
  creatorsWithdraw: 'Only creators withdraw earnings. A brand sends its balance back to its card.',
  brandsRefund: 'Only brands send a balance back to a card. A creator withdraws earnings.',
  testMoney: 'Test money: no real card is charged and no money moves.',
  /** A payment that did not go through after the brand left Stripe's page (a bank debit refused, the page expired). */
  paymentFailedNotice: (creatorName: string) => ({
    title: `Your payment for the deal with ${creatorName} did not go through`,
    body: 'No money was taken and the deal still waits for funding. Press Fund to pay again before the deadline.',
    action: 'Fund the deal',
  }),
  checkoutLineFee: 'Sponsorly platform fee',
  checkoutLinePrice: (creatorName: string) => `Sponsored content by ${creatorName}`,
  payoutsNotEnabled: 'Set up payouts first: Stripe needs your details before it can pay you.',
  payoutSetupNotNeeded: 'Payouts need no setup here: test money is paid out at once.',
  signatureInvalid: 'The webhook signature is missing, wrong or too old.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another withdrawal or refund.',
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
} as const;
