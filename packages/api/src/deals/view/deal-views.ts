import {
  DEAL_PARTY_ACTIONS,
  brandTotalCents,
  dealNextStep,
  type Currency,
  type DealAction,
  type DealActor,
  type DealDeliverableView,
  type DealEventView,
  type DealParty,
  type DealPartyAction,
  type DealStatus,
  type DealSummaryView,
  type DealWorkView,
  type DealTermsView,
  type DealVersionView,
  type DealView,
  type DeliverableType,
  type UsageRights,
} from '@sponsorly/shared';
import type { DealRow, DealVersionRow } from '@sponsorly/db';
import type { DealParties } from '../transitions/deal-parties';
import type { DealReader } from '../transitions/deal-access';
import { changedTerms } from './term-changes';
import { DEAL_TRANSITIONS, refusal, type DealTransition } from '../transitions/transitions';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * One version as its reader sees it: the creator the price they receive and no fee; the brand (and an
 * admin) the price, the platform fee and the total the brand pays.
 */
export function termsView(v: DealVersionRow, reader: DealReader): DealTermsView {
  const price = Number(v.price_cents);
  const fee = Number(v.fee_cents);
  return {
    version: v.version,
    proposed_by: v.proposed_by as DealParty,
    deliverables: v.deliverables.map(
      (d): DealDeliverableView => ({
        id: d.id,
        type: d.type as DeliverableType,
        quantity: d.quantity,
        due_date: d.due_date,
        notes: d.notes ?? null,
      }),
    ),
    price_cents: price,
    ...(reader === 'creator' ? {} : { fee_cents: fee, total_cents: brandTotalCents(price, fee) }),
    currency: v.currency as Currency,
    revisions_included: v.revisions_included,
    review_days: v.review_days,
    usage_rights: { kind: v.usage_rights.kind, duration_days: v.usage_rights.duration_days ?? null } as UsageRights,
    message: v.message,
    created_at: v.created_at.toISOString(),
  };
}

/** Every version, oldest first, each with what it changed from the one before. */
export function versionsView(versions: DealVersionRow[], reader: DealReader): DealVersionView[] {
  return versions.map((v, index) => {
    const previous = versions[index - 1];
    return { ...termsView(v, reader), changed: previous ? changedTerms(previous, v) : [] };
  });
}

/** What the reader may do now, from the transition table: nothing once an offer is past its expiry. */
export function allowedActions(deal: DealRow, reader: DealReader, now: Date): DealPartyAction[] {
  if (reader === 'admin') return [];
  return DEAL_PARTY_ACTIONS.filter((action) => {
    if (refusal(action, reader, deal) !== null) return false;
    const deadline = (DEAL_TRANSITIONS[action] as DealTransition).deadline;
    const due = deadline ? deal[deadline] : null;
    return !due || due.getTime() > now.getTime();
  });
}

export function summaryView(
  deal: DealRow,
  current: DealVersionRow,
  parties: DealParties,
  reader: DealReader,
  now: Date,
): DealSummaryView {
  const status = deal.status as DealStatus;
  const awaiting = deal.awaiting as DealParty | null;
  const side = reader === 'admin' ? null : reader;
  return {
    id: deal.id,
    status,
    awaiting,
    your_side: side,
    brand: parties.brand,
    creator: parties.creator,
    counterpart: side === 'brand' ? parties.creator : side === 'creator' ? parties.brand : null,
    campaign_id: deal.campaign_id,
    application_id: deal.application_id,
    package_id: deal.package_id,
    currency: deal.currency as Currency,
    terms: termsView(current, reader),
    expires_at: status === 'offered' ? iso(deal.expires_at) : null,
    extended: deal.extended,
    funding_due_at: status === 'awaiting_funding' ? iso(deal.funding_due_at) : null,
    next_step: dealNextStep({ status, awaiting }, reader),
    actions: allowedActions(deal, reader, now),
    created_at: deal.created_at.toISOString(),
    updated_at: deal.updated_at.toISOString(),
  };
}

export interface DealEventRow {
  id: string | number;
  actor_role: string;
  action: string;
  from_status: string | null;
  to_status: string;
  details: Record<string, unknown>;
  created_at: Date;
}

/** The steps as the parties see them: who (by side, never by account), what, from and to; no keys or digests. */
export function eventView(e: DealEventRow): DealEventView {
  return {
    id: String(e.id),
    actor: e.actor_role as DealActor,
    action: e.action as DealAction,
    from_status: e.from_status as DealStatus | null,
    to_status: e.to_status as DealStatus,
    version: typeof e.details.version === 'number' ? e.details.version : null,
    created_at: e.created_at.toISOString(),
  };
}

export function dealView(
  deal: DealRow,
  versions: DealVersionRow[],
  events: DealEventRow[],
  parties: DealParties,
  reader: DealReader,
  now: Date,
  conversationId: string | null,
  work: DealWorkView | null,
): Omit<DealView, 'cancellation' | 'dispute' | 'can_cancel_overdue' | 'reviews' | 'payment_processing'> {
  const current = versions.find((v) => v.version === deal.current_version) ?? versions.at(-1)!;
  return {
    ...summaryView(deal, current, parties, reader, now),
    versions: versionsView(versions, reader),
    events: events.map(eventView),
    conversation_id: conversationId,
    work,
  };
}
