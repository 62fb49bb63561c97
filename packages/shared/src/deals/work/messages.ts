import { daysWords, inDaysWords } from '../../common/durations';
import { formatCents } from '../offers/money';
import { DELIVERABLE_LIMITS as L } from './limits';

/** What submissions, reviews and their notifications say. */
/** When released money can be withdrawn, in words: "now", "in 1 day", "in 3 days". */
export const clearingWhen = inDaysWords;

export const DELIVERABLE_MESSAGES = {
  urlInvalid: 'Enter the full address of the work, starting with https://.',
  urlTooLong: `Keep the address under ${L.urlMax} characters.`,
  noteTooLong: `Keep the note under ${L.noteMax} characters.`,
  commentRequired: 'Say what should change, so the creator can revise it.',
  commentTooLong: `Keep the comment under ${L.commentMax} characters.`,
  deliverableNotFound: 'This deliverable is not part of the deal.',
  onlyCreatorSubmits: 'Only the creator of this deal can submit the work.',
  notWorking: 'Drafts can be submitted while the deal is in progress or changes are requested.',
  alreadyApproved: 'This deliverable is approved already.',
  awaitingReview: 'The work is with the brand for review. Wait for its answer before submitting again.',
  notDelivered: 'There is nothing to review yet: the work is not delivered.',
  revisionsExhausted: (included: number) =>
    `All ${included} ${included === 1 ? 'revision' : 'revisions'} included in this deal are used. Agree on more in the conversation, or approve the work.`,
  reviewPastDue: 'The review window has ended: the work was approved.',
  fileTypeRefused: 'Upload an image, a video or a PDF. This file is none of them.',
  fileTooLarge: 'This file is larger than 500 MB. Share a link to it instead.',
  fileMissing: 'Choose a file to upload.',
  fileNotFound: 'This file does not exist.',
  liveOnlyApproved: 'Add the live post once the deliverable is approved.',
} as const;

const money = formatCents;

/** The notifications of the work and the money released for it: `{title, body, action}`. */
export const DELIVERABLE_NOTIFICATIONS = {
  workDelivered: (creator: string, reviewDays: number) => ({
    title: `${creator} delivered the work`,
    body: `Review it within ${daysWords(reviewDays)}: approve it, or request changes. If you do not answer by then, it is approved.`,
    action: 'Review the work',
  }),
  changesRequested: (brand: string) => ({
    title: `${brand} requested changes`,
    body: 'Read the comments, revise the work and submit it again.',
    action: 'See the changes',
  }),
  workApprovedToCreator: (brand: string, priceCents: number, clearingDays: number) => ({
    title: `${brand} approved your work: ${money(priceCents)} released`,
    body: `It becomes available to withdraw ${clearingWhen(clearingDays)}.`,
    action: 'View the deal',
  }),
  autoApprovedToCreator: (priceCents: number, clearingDays: number) => ({
    title: `Your work was approved: ${money(priceCents)} released`,
    body: `The brand did not answer within the review window, so the work was approved. It becomes available to withdraw ${clearingWhen(clearingDays)}.`,
    action: 'View the deal',
  }),
  autoApprovedToBrand: (creator: string) => ({
    title: `The work of ${creator} was approved`,
    body: 'The review window ended without an answer, so the work was approved and the payment released.',
    action: 'View the deal',
  }),
  reviewReminder: (creator: string) => ({
    title: `Review the work of ${creator}`,
    body: 'Half of the review window has passed. Approve the work or request changes before it ends; silence approves it.',
    action: 'Review the work',
  }),
  rightsEnding: (creator: string, days: number) => ({
    title: `Your usage rights to content by ${creator} end in ${daysWords(days)}`,
    body: 'Stop using the content after that date, or agree on more with the creator.',
    action: 'View the deal',
  }),
  paymentAvailable: (priceCents: number) => ({
    title: `${money(priceCents)}${PAYMENT_AVAILABLE_WORDS.available}`,
    body: 'The payment for your approved work has cleared.',
    action: 'See your earnings',
  }),
} as const;

/**
 * "$650 is available to withdraw" is a prompt: once a withdrawal leaves nothing available, the same
 * notification says "$650 cleared and was withdrawn" instead (the amount stays, the ending changes).
 */
export const PAYMENT_AVAILABLE_WORDS = {
  available: ' is available to withdraw',
  withdrawn: ' cleared and was withdrawn',
  withdrawnBody: 'You withdrew it. Your earnings page lists every payout.',
} as const;
