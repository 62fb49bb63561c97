import type { DealWorkView } from './work/views';
import type { CancellationView, DisputeView } from './endings/views';
import type { DealReviewsView } from './reviews';
import type { Currency, DeliverableType } from './offers/enums';
import type { UsageRights } from './offers/schemas';
import type { DealActor, DealParty, DealStatus } from '../marketplace/enums';
import type { DealAction, DealPartyAction, DealTermField } from './enums';

export interface DealDeliverableView {
  /** Stable across counter-offers: the same deliverable keeps its id. */
  id: string;
  type: DeliverableType;
  quantity: number;
  due_date: string;
  notes: string | null;
}

/**
 * One version of the terms as its reader sees them. The creator sees the price they receive and no
 * fee; the brand (and an admin) also sees the platform fee and the total the brand pays.
 */
export interface DealTermsView {
  version: number;
  proposed_by: DealParty;
  deliverables: DealDeliverableView[];
  price_cents: number;
  fee_cents?: number;
  total_cents?: number;
  currency: Currency;
  revisions_included: number;
  review_days: number;
  usage_rights: UsageRights;
  message: string;
  created_at: string;
}

export interface DealVersionView extends DealTermsView {
  /** What this version changed from the one before; empty for the first. */
  changed: DealTermField[];
}

export interface DealEventView {
  id: string;
  actor: DealActor;
  action: DealAction;
  from_status: DealStatus | null;
  to_status: DealStatus;
  /** The version the step made or answered. */
  version: number | null;
  created_at: string;
}

export interface DealPartyView {
  id: string;
  name: string;
}

/** A deal in a list: where it stands and its current terms. */
export interface DealSummaryView {
  id: string;
  status: DealStatus;
  /** Whose answer an offer waits for; null in every other state. */
  awaiting: DealParty | null;
  /** The reader's side; null for an admin reading another's deal. */
  your_side: DealParty | null;
  brand: DealPartyView;
  creator: DealPartyView;
  /** The other party, for a party; null for an admin. */
  counterpart: DealPartyView | null;
  campaign_id: string | null;
  application_id: string | null;
  package_id: string | null;
  currency: Currency;
  terms: DealTermsView;
  /** When the offer expires, while it is offered. */
  expires_at: string | null;
  /** Whether the creator already used the one extension. */
  extended: boolean;
  /** When funding is due, while the deal awaits it. */
  funding_due_at: string | null;
  next_step: string;
  /** What the reader may do now. */
  actions: DealPartyAction[];
  created_at: string;
  updated_at: string;
}

/** One deal with every version of its terms and every step. */
export interface DealView extends DealSummaryView {
  versions: DealVersionView[];
  events: DealEventView[];
  /** The pair's conversation, for a party; null for an admin. */
  conversation_id: string | null;
  /** The work, once the deal is funded: each deliverable's drafts and change requests; null before. */
  work: DealWorkView | null;
  /** The open cancellation request, if any. */
  cancellation: CancellationView | null;
  /** The latest dispute, open or decided. */
  dispute: DisputeView | null;
  /** The brand may cancel alone, refunded in full: a deliverable is 24 hours past its due day and not submitted. */
  can_cancel_overdue: boolean;
  /** After completion: the reader's review, the other's once visible, and whether the reader may still write. */
  reviews: DealReviewsView | null;
}

export interface DealListView {
  items: DealSummaryView[];
  next_cursor: string | null;
}
