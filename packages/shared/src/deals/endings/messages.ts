import { formatCents } from '../offers/money';
import { ENDING_LIMITS as L } from './limits';

/** What cancellations and disputes say. */
export const ENDING_MESSAGES = {
  reasonRequired: 'Say why, in a few words.',
  reasonTooLong: `Keep it under ${L.reasonMax} characters.`,
  evidenceInvalid: 'Each piece of evidence is a link starting with https://.',
  evidenceTooMany: `Add at most ${L.evidenceMax} links.`,
  answerRequired: 'Write your side of it.',
  noteRequired: 'Write the decision both parties will read.',
  percentRequired: 'Say what share goes to the creator, from 1 to 99 percent.',
  dueDatesRequired: 'Give each deliverable still to come a new due date.',
  dueDateNotFuture: 'Each new due date must be a real date after today (YYYY-MM-DD).',
  cannotCancelNow:
    'A deal can be canceled while the work is in progress: not before funding, nor once the work is delivered (approve it, ask for changes or open a dispute), complete or disputed.',
  cancellationOpen: 'A cancellation request is already open on this deal.',
  noCancellation: 'There is no open cancellation request on this deal.',
  ownCancellation: 'The other side answers your cancellation request.',
  notOverdue: 'You can cancel alone once a deliverable is 24 hours past its due date and not submitted.',
  cannotDisputeNow: 'A dispute can be opened once the work is delivered, or while changes are requested.',
  noDispute: 'There is no open dispute on this deal.',
  notYourDispute: 'The other side answers the dispute.',
  alreadyAnswered: 'The dispute already has your answer.',
  answerPastDue: 'The 5 days to answer this dispute have passed. The admin decides with what is there.',
  disputeNotFound: 'This dispute does not exist.',
} as const;

const money = formatCents;

/** The notifications of cancellations and disputes: `{title, body, action}`. */
export const ENDING_NOTIFICATIONS = {
  cancellationRequested: (from: string) => ({
    title: `${from} asked to cancel the deal`,
    body: 'Accept or refuse within 72 hours; if you do not answer, the deal is canceled and the brand is refunded.',
    action: 'Answer the request',
  }),
  cancellationRefused: (by: string) => ({
    title: `${by} refused to cancel the deal`,
    body: 'The deal goes on.',
    action: 'View the deal',
  }),
  canceledToBrand: (priceCents: number) => ({
    title: 'The deal was canceled',
    body: `${money(priceCents)} and the fee are back in your Sponsorly balance, for your next deal or to send back to your card.`,
    action: 'View the deal',
  }),
  canceledToCreator: (brand: string) => ({
    title: `The deal with ${brand} was canceled`,
    body: 'The brand was refunded. Do not go on with the work.',
    action: 'View the deal',
  }),
  disputeOpened: (by: string) => ({
    title: `${by} opened a dispute`,
    body: 'An admin will decide. Give your side within 5 days.',
    action: 'Answer the dispute',
  }),
  disputeResolved: (summary: string) => ({ title: 'The dispute was decided', body: summary, action: 'Read the decision' }),
  chargebackPaused: () => ({
    title: 'The deal is paused: its card payment was disputed',
    body: 'The brand’s bank took back the payment for this deal (a chargeback). An admin will look at the deal and decide how it goes on.',
    action: 'View the deal',
  }),
  suspendedWithdrawn: () => ({
    title: 'An offer was withdrawn: an account was suspended',
    body: 'One side of this offer was suspended by the Sponsorly team, so the offer is withdrawn.',
    action: 'View the deal',
  }),
  suspendedPaused: () => ({
    title: 'The deal is paused: an account was suspended',
    body: 'One side of this deal was suspended by the Sponsorly team. An admin will release or refund the payment.',
    action: 'View the deal',
  }),
} as const;

/** The decision in a sentence, for the parties. */
export function outcomeSentence(outcome: string, priceCents: number, creatorPercent: number | null): string {
  switch (outcome) {
    case 'release':
      return `The full ${money(priceCents)} goes to the creator.`;
    case 'refund':
      return 'The brand is refunded in full.';
    case 'split':
      return `${creatorPercent}% goes to the creator; the rest is refunded to the brand.`;
    default:
      return 'The work goes on, with new due dates.';
  }
}
