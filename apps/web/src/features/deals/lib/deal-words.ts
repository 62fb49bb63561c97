import {
  DEAL_DURATIONS,
  describeDeliverables,
  durationWords,
  type DealActor,
  type DealEventView,
  type DealParty,
  type DealStatus,
  type DealSummaryView,
} from '@sponsorly/shared';

export type Tone = 'violet' | 'amber' | 'green' | 'slate' | 'red';

/** Each state in a word or two, and the tint of its badge (the words carry the meaning, the colour repeats it). */
export const DEAL_STATUS_WORDS: Record<DealStatus, { label: string; tone: Tone }> = {
  offered: { label: 'Offered', tone: 'violet' },
  awaiting_funding: { label: 'Awaiting funding', tone: 'amber' },
  in_progress: { label: 'In progress', tone: 'violet' },
  delivered: { label: 'Delivered', tone: 'amber' },
  changes_requested: { label: 'Changes requested', tone: 'amber' },
  disputed: { label: 'Disputed', tone: 'red' },
  completed: { label: 'Completed', tone: 'green' },
  canceled: { label: 'Canceled', tone: 'slate' },
  declined: { label: 'Declined', tone: 'slate' },
  withdrawn: { label: 'Withdrawn', tone: 'slate' },
  expired: { label: 'Expired', tone: 'slate' },
  funding_expired: { label: 'Funding expired', tone: 'slate' },
};

/** The chips of the deals list: offers still being answered, deals agreed, and deals that ended. */
export const DEAL_FILTERS = [
  { key: 'offers', label: 'Offers', statuses: ['offered'] },
  { key: 'agreed', label: 'Agreed', statuses: ['awaiting_funding', 'in_progress', 'delivered', 'changes_requested', 'disputed'] },
  { key: 'closed', label: 'Closed', statuses: ['completed', 'canceled', 'declined', 'withdrawn', 'expired', 'funding_expired'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly DealStatus[] }[];
export type DealFilterKey = (typeof DEAL_FILTERS)[number]['key'];

export function dealFilter(key: string | null) {
  return DEAL_FILTERS.find((filter) => filter.key === key) ?? null;
}

/** A party's name as the reader knows it: "You", or the other side's name. */
export function partyName(deal: Pick<DealSummaryView, 'your_side' | 'brand' | 'creator'>, party: DealParty): string {
  if (deal.your_side === party) return 'You';
  return party === 'brand' ? deal.brand.name : deal.creator.name;
}

export function actorName(deal: Pick<DealSummaryView, 'your_side' | 'brand' | 'creator'>, actor: DealActor): string {
  if (actor === 'system') return 'Sponsorly';
  if (actor === 'admin') return 'An admin';
  return partyName(deal, actor);
}

/** The timers as the pages say them ("72 hours"), through the shared duration words. */
export const OFFER_EXPIRY_TIME = durationWords(DEAL_DURATIONS.offerExpiryMs);
export const EXTENSION_TIME = durationWords(DEAL_DURATIONS.offerExtensionMs);
export const FUNDING_TIME = durationWords(DEAL_DURATIONS.fundingMs);

/** One step of the timeline in a sentence (the offer and counter-offers are shown as their versions). */
export function eventSentence(deal: Pick<DealSummaryView, 'your_side' | 'brand' | 'creator'>, event: DealEventView): string {
  const who = actorName(deal, event.actor);
  const version = event.version ? ` version ${event.version}` : ' the terms';
  switch (event.action) {
    case 'offer':
      return `${who} sent the offer`;
    case 'counter':
      return `${who} sent a counter-offer`;
    case 'accept':
      return `${who} accepted${version}. The brand has ${FUNDING_TIME} to fund the deal`;
    case 'decline':
      return `${who} declined the offer`;
    case 'withdraw':
      return `${who} withdrew${version}`;
    case 'extend':
      return `${who} extended the offer by ${EXTENSION_TIME}`;
    case 'expire':
      return 'The offer expired without an answer';
    case 'fund':
      return `${who} funded the deal. The money is held on Sponsorly until the work is approved`;
    case 'fund_expire':
      return 'The deal ended: it was not funded in time';
    case 'deliver':
      return `${who} delivered the work`;
    case 'request_changes':
      return `${who} requested changes`;
    case 'approve':
      return `${who} approved the work. The payment was released`;
    case 'auto_approve':
      return 'The review window ended, so the work was approved and the payment released';
    case 'cancel':
      return event.actor === 'system'
        ? 'The cancellation request was not answered in time, so the deal was canceled'
        : `${who} accepted the cancellation. The brand was refunded`;
    case 'cancel_overdue':
      return `${who} canceled the deal for a late deliverable. The brand was refunded`;
    case 'dispute':
      return `${who} opened a dispute`;
    case 'resolve_release':
      return 'An admin decided the dispute: the payment was released to the creator';
    case 'resolve_refund':
      return 'An admin decided the dispute: the brand was refunded';
    case 'resolve_split':
      return 'An admin decided the dispute: the payment was split';
    case 'resolve_resume':
      return 'An admin decided the dispute: the work goes on with new due dates';
    case 'chargeback':
      return 'The brand’s bank took back the card payment (a chargeback), so the deal is paused for an admin to decide';
    case 'suspend_withdraw':
      return 'One side was suspended by the Sponsorly team, so the offer was withdrawn';
    case 'suspend_freeze':
      return 'One side was suspended by the Sponsorly team, so the deal is paused for an admin to release or refund';
  }
}

/** What the deal is about, in a line: its first deliverable, and how many more. */
export function dealTitle(deal: Pick<DealSummaryView, 'terms'>): string {
  return describeDeliverables(deal.terms.deliverables);
}

/** "Offer to Maya Lopez", "Offer from Acme", "Deal with ...": the page's heading. */
export function dealHeading(deal: Pick<DealSummaryView, 'status' | 'your_side' | 'brand' | 'creator' | 'counterpart'>): string {
  const isOffer = ['offered', 'declined', 'withdrawn', 'expired'].includes(deal.status);
  if (!deal.counterpart) return `${isOffer ? 'Offer' : 'Deal'}: ${deal.brand.name} and ${deal.creator.name}`;
  if (!isOffer) return `Deal with ${deal.counterpart.name}`;
  return deal.your_side === 'brand' ? `Offer to ${deal.counterpart.name}` : `Offer from ${deal.counterpart.name}`;
}
