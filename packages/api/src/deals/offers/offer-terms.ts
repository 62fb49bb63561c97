import { randomUUID } from 'node:crypto';
import { DEAL_LIMITS, DEAL_MESSAGES, platformFeeCents, type Currency, type DealParty, type UsageRights } from '@sponsorly/shared';
import type { DealDeliverableColumn } from '@sponsorly/db';
import { badRequest } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';

/** The terms of one version, checked, with each deliverable's stable id. */
export interface DealTerms {
  deliverables: DealDeliverableColumn[];
  price_cents: number;
  currency: Currency;
  revisions_included: number;
  review_days: number;
  usage_rights: UsageRights;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
export const daysAfter = (instant: Date, days: number) => dayOf(new Date(instant.getTime() + days * DAY_MS));

/**
 * Due dates from today (by the server's clock, UTC) to a year ahead; each bad one is named. `checked`
 * picks which to check (a counter-offer checks only new deliverables and moved dates).
 */
export function checkDueDates<D extends { due_date: string }>(
  deliverables: readonly D[],
  now: Date,
  checked: (d: D) => boolean = () => true,
): void {
  const today = dayOf(now);
  const latest = daysAfter(now, DEAL_LIMITS.dueDateMaxDays);
  const fields: Record<string, string> = {};
  deliverables.forEach((d, index) => {
    if (!checked(d)) return;
    if (d.due_date < today) fields[`deliverables.${index}.due_date`] = DEAL_MESSAGES.dueDatePast;
    else if (d.due_date > latest) fields[`deliverables.${index}.due_date`] = DEAL_MESSAGES.dueDateTooFar;
  });
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

/** New deliverables get an id each; it stays with the deliverable through every counter-offer. */
export const withNewId = (d: Omit<DealDeliverableColumn, 'id'>): DealDeliverableColumn => ({
  id: randomUUID(),
  type: d.type,
  quantity: d.quantity,
  due_date: d.due_date,
  notes: d.notes,
});

/** PLATFORM_FEE_PERCENT, as the server was started with it. */
export const feePercentOf = (deps: Pick<ServiceDeps, 'settings'>) =>
  deps.settings.platformFeePercent ?? DEAL_LIMITS.defaultPlatformFeePercent;

/** A deal_versions row for these terms; the fee is computed here, on the server, from the price. */
export function versionRow(
  deps: Pick<ServiceDeps, 'settings'>,
  v: { dealId: string; version: number; proposedBy: DealParty; proposerId: string; message: string; now: Date },
  terms: DealTerms,
) {
  return {
    deal_id: v.dealId,
    version: v.version,
    proposed_by: v.proposedBy,
    proposer_id: v.proposerId,
    deliverables: JSON.stringify(terms.deliverables),
    price_cents: terms.price_cents,
    fee_cents: platformFeeCents(terms.price_cents, feePercentOf(deps)),
    currency: terms.currency,
    revisions_included: terms.revisions_included,
    review_days: terms.review_days,
    usage_rights: JSON.stringify(terms.usage_rights),
    message: v.message,
    created_at: v.now,
  };
}
