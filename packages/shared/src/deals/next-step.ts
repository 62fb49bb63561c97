import type { DealParty, DealStatus } from '../marketplace/enums';

type Viewer = DealParty | 'admin';
type Steps = Record<Viewer, string>;
const same = (text: string): Steps => ({ brand: text, creator: text, admin: text });

/** What happens next in each state, for each reader; `offered` depends on whose answer it waits for. */
const NEXT_STEPS: Record<Exclude<DealStatus, 'offered'>, Steps> = {
  awaiting_funding: {
    brand: 'Fund the deal so the creator can start the work.',
    creator: 'Waiting for the brand to fund the deal. Start the work once it is funded.',
    admin: 'Waiting for the brand to fund the deal.',
  },
  in_progress: {
    brand: 'The creator is making the deliverables.',
    creator: 'Make the deliverables and submit each by its due date.',
    admin: 'The creator is making the deliverables.',
  },
  delivered: {
    brand: 'Review the deliverables: approve them or request changes.',
    creator: 'Waiting for the brand to review your work.',
    admin: 'Waiting for the brand to review the work.',
  },
  changes_requested: {
    brand: 'Waiting for the creator to revise the deliverables.',
    creator: 'Revise the deliverables and submit them again.',
    admin: 'Waiting for the creator to revise the deliverables.',
  },
  disputed: same('An admin is reviewing this deal.'),
  completed: same('This deal is complete.'),
  canceled: same('This deal was canceled.'),
  declined: same('This offer was declined.'),
  withdrawn: same('This offer was withdrawn.'),
  expired: same('This offer expired without an answer.'),
  funding_expired: same('This deal ended because it was not funded in time.'),
};

/** The deal's next step in one sentence, as its reader (a party, or an admin) should read it. */
export function dealNextStep(deal: { status: DealStatus; awaiting: DealParty | null }, viewer: Viewer): string {
  if (deal.status !== 'offered') return NEXT_STEPS[deal.status][viewer];
  const awaited = deal.awaiting ?? 'creator';
  if (viewer === 'admin') return `Waiting for the ${awaited} to answer the offer.`;
  if (viewer !== awaited) return `Waiting for the ${awaited} to accept, counter or decline your terms.`;
  return viewer === 'creator'
    ? 'Accept, counter or decline this offer before it expires.'
    : 'Accept, counter or decline the creator’s terms before they expire.';
}
