import { formatCents } from './offers/money';
import type { DealPartyAction } from './enums';
import { durationWords } from '../common/durations';
import { DEAL_DURATIONS, DEAL_LIMITS as L } from './limits';

/** "72 hours": a timer as the messages say it. */
const OFFER_EXPIRY = durationWords(DEAL_DURATIONS.offerExpiryMs);
const FUNDING = durationWords(DEAL_DURATIONS.fundingMs);

/** What offers and deals say: the API's refusals, the forms' field messages, the notifications. */
export const DEAL_MESSAGES = {
  // Who may do what.
  brandsOnlyOffer: 'Only brands can make offers.',
  creatorNotFound: 'This creator does not exist or is not in search.',
  offerToSelf: 'You cannot make an offer to yourself.',
  creatorHidden: 'You hid this creator. Show them in your results again to make an offer.',
  dealNotFound: 'This deal does not exist.',
  campaignNotFound: 'This campaign does not exist.',
  campaignNotOpen: 'Offers can be made from an open or closed campaign, not a draft or a completed one.',
  applicationNotFound: 'This application does not exist.',
  applicationOtherCreator: 'This application is from another creator.',
  applicationOtherCampaign: 'This application is to another campaign.',
  applicationNotOpen: 'This application already has an offer, or was declined or withdrawn.',
  invitationNotFound: 'This invitation does not exist.',
  invitationOtherCampaign: 'This invitation is to another campaign.',
  invitationNotOpen: 'This invitation already has an offer or was declined.',
  packageNotFound: 'This package is not on the creator’s rate card.',
  wrongParty: {
    accept: 'Only the side this offer waits for can accept it.',
    decline: 'Only the side this offer waits for can decline it.',
    counter: 'Only the side this offer waits for can counter it.',
    withdraw: 'Only the side that sent these terms can withdraw them.',
    extend: 'Only the creator can extend an offer, while it waits for them.',
    fund: 'Only the brand of this deal can fund it.',
    request_changes: 'Only the brand of this deal can request changes.',
    approve: 'Only the brand of this deal can approve the work.',
  } satisfies Record<DealPartyAction, string>,
  adminsReadOnly: 'Admins can read deals but cannot act for a party.',
  alreadyExtended: 'This offer was already extended once.',
  offerPastExpiry: 'This offer has expired.',
  stateChanged: 'This deal changed meanwhile. Reload it to see where it stands.',
  termsChanged: 'The terms changed since you opened them. Review the latest version first.',
  versionInvalid: 'Name the version of the terms as a whole number.',
  versionRequired: 'Name the version of the terms you saw: nobody accepts or counters terms they did not see.',
  idempotencyKeyInvalid: `The Idempotency-Key header must be 1 to ${L.idempotencyKeyMax} visible characters.`,
  idempotencyKeyReused: 'This Idempotency-Key was already used for another request on this deal.',
  // The offer form and the API's field messages.
  deliverablesRequired: 'Add at least one deliverable.',
  tooManyDeliverables: `Add at most ${L.deliverablesMax} deliverables.`,
  dueDateFormat: 'Enter the due date as YYYY-MM-DD.',
  dueDatePast: 'A due date cannot be in the past.',
  dueDateTooFar: `A due date must be within ${L.dueDateMaxDays} days.`,
  notesTooLong: `Notes must be ${L.deliverableNotesMax} characters or less.`,
  unknownDeliverable: 'This deliverable is not in the current terms; leave its id out to add a new one.',
  duplicateDeliverableId: 'A deliverable appears twice.',
  priceRange: `The price must be a whole number of cents from ${formatCents(L.priceMinCents)} to ${formatCents(L.priceMaxCents)}.`,
  priceRequired: 'Enter a price, or make the offer from one of the creator’s packages.',
  usageRightsRequired: 'Choose the usage rights, or make the offer from one of the creator’s packages.',
  revisionsRange: `Revisions must be a whole number from 0 to ${L.revisionsMax}.`,
  reviewDaysRange: `The review window must be a whole number of days from ${L.reviewDaysMin} to ${L.reviewDaysMax}.`,
  messageTooLong: `The message must be ${L.messageMax} characters or less.`,
  counterMessageRequired: 'Say what you changed and why.',
  counterUnchanged: 'Change at least one term to counter; to reply without changing them, send a message.',
  currencyMismatch: 'A deal keeps one currency.',
  invalidStatus: 'Choose one of the deal states.',
  invalidLimit: `Ask for 1 to ${L.pageSizeMax} deals a page.`,
  invalidCursor: 'This page of deals is out of date. Load the list again.',
  idRequired: 'Choose a deal.',
} as const;

/**
 * A deal's price as a notification says it, to either side: the price the creator receives, never the
 * fee or the brand's total. One text serves both sides, and the creator must not see the fee; the brand
 * sees its total on the deal itself.
 */
const money = (cents: number) => formatCents(cents);

/** The notifications of each step (titles are the email subjects too). Names come from the accounts. */
export const DEAL_NOTIFICATIONS = {
  offerReceived: (brand: string, priceCents: number) => ({
    title: `${brand} sent you an offer`,
    body: `${money(priceCents)} for you. It expires in ${OFFER_EXPIRY} unless you answer or extend it.`,
    action: 'View the offer',
  }),
  offerCountered: (from: string, priceCents: number) => ({
    title: `${from} sent a counter-offer`,
    body: `The new terms are ${money(priceCents)}. Accept, counter or decline them within ${OFFER_EXPIRY}.`,
    action: 'View the counter-offer',
  }),
  offerAcceptedToBrand: (creator: string) => ({
    title: `${creator} accepted your offer`,
    body: `Fund the deal within ${FUNDING} so the work can start.`,
    action: 'Fund the deal',
  }),
  offerAcceptedToCreator: (brand: string) => ({
    title: `${brand} accepted your terms`,
    body: `The brand has ${FUNDING} to fund the deal. Start the work once it is funded.`,
    action: 'View the deal',
  }),
  offerDeclined: (from: string) => ({ title: `${from} declined the offer`, body: '', action: 'View the deal' }),
  offerWithdrawn: (from: string) => ({ title: `${from} withdrew the offer`, body: '', action: 'View the deal' }),
  offerExpiring: (from: string) => ({
    title: `The offer from ${from} expires in ${durationWords(DEAL_DURATIONS.offerExpiringNoticeMs)}`,
    body: 'Accept, counter or decline it before then.',
    action: 'View the offer',
  }),
  offerExpiredToSender: (other: string) => ({
    title: `Your offer to ${other} expired without an answer`,
    body: '',
    action: 'View the deal',
  }),
  offerExpiredToAwaited: (other: string) => ({ title: `The offer from ${other} expired`, body: '', action: 'View the deal' }),
  fundingExpiredToBrand: (creator: string) => ({
    title: `Your deal with ${creator} expired unfunded`,
    body: `It was not funded within ${FUNDING} of acceptance. Make a new offer to work together.`,
    action: 'View the deal',
  }),
  fundingExpiredToCreator: (brand: string) => ({
    title: `${brand} did not fund the deal in time`,
    body: 'The deal ended without payment. Do not start work on it.',
    action: 'View the deal',
  }),
  dealFunded: (brand: string, priceCents: number) => ({
    title: `${brand} funded the deal: start the work`,
    body: `${money(priceCents)} is held for you on Sponsorly and is released when the brand approves your work.`,
    action: 'View the deal',
  }),
} as const;
