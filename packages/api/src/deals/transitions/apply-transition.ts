import {
  DEAL_MESSAGES,
  DELIVERABLE_MESSAGES,
  ERROR_CODES,
  PAYMENT_MESSAGES,
  isCancellable,
  type DealAction,
  type DealActor,
  type DealParty,
} from '@sponsorly/shared';
import type { Database, DealRow, Transaction, User } from '@sponsorly/db';
import { sql, type UpdateObject } from 'kysely';
import { assertNotBlocked } from '../../blocks/block-between';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { isUuid } from '../../lib/uuid';
import { dealNotFound, readerOf } from './deal-access';
import { tellParties } from './deal-notifications';
import { loadDealParties } from './deal-parties';
import { requestFingerprint } from './idempotency';
import { completeCampaignIfDone } from '../../campaigns/complete-campaign';
import { STEP_EFFECTS } from './step-effects';

const FINAL_STATUSES = ['completed', 'canceled', 'declined', 'withdrawn', 'expired', 'funding_expired'];
import { DEADLINE_DURATIONS_MS, DEAL_TRANSITIONS, otherParty, refusal, type DealTransition } from './transitions';

export type TransitionAction = Exclude<DealAction, 'offer'>;

/** The steps a block between the two parties refuses (docs/blocking-and-verified-brands.md). */
export const BLOCKED_STEPS: readonly TransitionAction[] = ['counter', 'accept', 'extend'];

/** Who takes a step: a signed-in person (their side comes from the deal), or the timer worker. */
export type StepActor = { kind: 'person'; user: User } | { kind: 'system' };

export interface TransitionRequest {
  dealId: string;
  action: TransitionAction;
  actor: StepActor;
  /** The caller's Idempotency-Key, checked. */
  idempotencyKey?: string | undefined;
  /** What the caller asked (requestFingerprint), to tell a retry from another request. */
  fingerprint?: string;
  /** The version of the terms the person saw; the step is refused if the terms moved on since. */
  expectedVersion?: number | undefined;
  /**
   * What comes with the step, written in its transaction after the deal row moved (a counter-offer's
   * new version): it may still refuse, rolling the step back. Returns what the event and the
   * notification say of it.
   */
  effect?: (
    trx: Transaction<Database>,
    deal: DealRow,
    before: DealRow,
  ) => Promise<{ details?: Record<string, unknown>; priceCents?: number }>;
}

export interface TransitionResult {
  deal: DealRow;
  /** False when the request was a retry of a step already taken: nothing changed, the answer is the deal. */
  applied: boolean;
}

/** Why a person's step came too late, by the deadline it missed. */
const PAST_DEADLINE: Record<NonNullable<DealTransition['deadline']>, string> = {
  expires_at: DEAL_MESSAGES.offerPastExpiry,
  funding_due_at: PAYMENT_MESSAGES.fundingPastDue,
  review_due_at: DELIVERABLE_MESSAGES.reviewPastDue,
};

export const stateChanged = (status: string, message: string = DEAL_MESSAGES.stateChanged) =>
  new AppError(409, ERROR_CODES.stateChanged, message, { body: { status } });

const forbidden = (message: string) => new AppError(403, ERROR_CODES.forbidden, message);

function refusalMessage(action: TransitionAction, reader: DealActor): string {
  if (reader === 'admin') return DEAL_MESSAGES.adminsReadOnly;
  return action in DEAL_MESSAGES.wrongParty
    ? DEAL_MESSAGES.wrongParty[action as keyof typeof DEAL_MESSAGES.wrongParty]
    : DEAL_MESSAGES.stateChanged;
}

/**
 * A retry of a step this person already took answers the deal as it is, changing nothing: the same
 * Idempotency-Key with the same request, or without a key, the deal's last step being this very one
 * (same action, same person, same request). The same key for a different request is refused.
 */
async function isRetry(
  trx: Transaction<Database>,
  dealId: string,
  userId: string,
  action: TransitionAction,
  fingerprint: string,
  key: string | undefined,
): Promise<boolean> {
  const query = trx.selectFrom('deal_events').select(['actor_id', 'action', 'details']).where('deal_id', '=', dealId);
  const earlier = key
    ? await query.where('actor_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst()
    : await query.orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!earlier || earlier.actor_id !== userId) return false;
  const same = earlier.action === action && earlier.details.fingerprint === fingerprint;
  if (key && !same) throw new AppError(409, ERROR_CODES.conflict, DEAL_MESSAGES.idempotencyKeyReused);
  return same;
}

/** The columns the step sets, from its row of the table. */
function changesOf(t: DealTransition, before: DealRow, now: Date): UpdateObject<Database, 'deals'> {
  const later = (ms: number, from: Date = now) => new Date(from.getTime() + ms);
  return {
    status: t.to,
    updated_at: now,
    ...(t.to !== 'offered' ? { awaiting: null } : {}),
    ...(t.awaiting === 'creator' ? { awaiting: 'creator' } : {}),
    ...(t.awaiting === 'flip' ? { awaiting: sql<string>`case awaiting when 'brand' then 'creator' else 'brand' end` } : {}),
    ...(t.newVersion ? { current_version: sql<number>`current_version + 1` } : {}),
    ...(t.starts === 'offer_expiry' ? { expires_at: later(DEADLINE_DURATIONS_MS.offer_expiry), expiry_reminded_at: null } : {}),
    ...(t.starts === 'offer_extension'
      ? { expires_at: later(DEADLINE_DURATIONS_MS.offer_extension, before.expires_at ?? now), expiry_reminded_at: null }
      : {}),
    ...(t.starts === 'funding' ? { funding_due_at: later(DEADLINE_DURATIONS_MS.funding) } : {}),
    ...(t.once === 'extended' ? { extended: true } : {}),
    ...(t.stamps ? { [t.stamps]: now } : {}),
  };
}

/**
 * Takes one step of the state machine inside the caller's transaction (docs/marketplace.md "How a
 * state changes"): the deal row is locked, the table decides whether this actor may take this step
 * now, and a conditional UPDATE moves it (`status = ANY(from)`, the awaited side, the deadline, the
 * once-only flag). In the same transaction: what comes with the step, the `deal_events` row, the
 * notifications and both parties' `deal_changed` events. A step someone else made impossible answers
 * 409 `state_changed` with the deal's current status.
 */
export async function runTransition(
  trx: Transaction<Database>,
  deps: Pick<ServiceDeps, 'settings' | 'now'>,
  request: TransitionRequest,
): Promise<TransitionResult> {
  const t: DealTransition = DEAL_TRANSITIONS[request.action];
  if (!isUuid(request.dealId)) throw dealNotFound();
  const before = await trx.selectFrom('deals').selectAll().where('id', '=', request.dealId).forUpdate().executeTakeFirst();
  if (!before) throw dealNotFound();
  const person = request.actor.kind === 'person' ? request.actor.user : null;
  const reader: DealActor = person ? readerOf(deps, before, person) : 'system';
  const side: DealParty | null = reader === 'brand' || reader === 'creator' ? reader : null;
  const fingerprint = request.fingerprint ?? requestFingerprint(null);
  const now = deps.now();

  if (person && (await isRetry(trx, before.id, person.id, request.action, fingerprint, request.idempotencyKey)))
    return { deal: before, applied: false };
  const refused = refusal(request.action, reader, before);
  if (refused === 'actor') throw forbidden(refusalMessage(request.action, reader));
  // Terms countered since the page showed them: the deal moved on (409), whichever side it awaits now.
  const expected = request.expectedVersion;
  if (expected !== undefined && expected !== before.current_version)
    throw stateChanged(before.status, DEAL_MESSAGES.termsChanged);
  if (refused === 'side') throw forbidden(refusalMessage(request.action, reader));
  if (refused === 'state') throw stateChanged(before.status);
  if (refused === 'once')
    throw new AppError(409, ERROR_CODES.conflict, DEAL_MESSAGES.alreadyExtended, { body: { status: before.status } });
  const deadline = t.deadline ? before[t.deadline] : null;
  const past = deadline !== null && deadline.getTime() <= now.getTime();
  // A person must act before the deadline; the timer only once it is past.
  if (side && past) throw stateChanged(before.status, PAST_DEADLINE[t.deadline!]);
  // A blocked pair makes no new commitments: no counter-offer, acceptance or extension (funding is
  // refused before any charge, in fund-deal.ts). A way out (decline, withdraw) stays open, and a deal
  // already funded goes on to its end.
  if (side && BLOCKED_STEPS.includes(request.action)) await assertNotBlocked(trx, before.brand_id, before.creator_id);
  if (!person && t.deadline && !past) throw stateChanged(before.status);

  let update = trx
    .updateTable('deals')
    .set(changesOf(t, before, now))
    .where('id', '=', before.id)
    .where('status', 'in', t.from);
  if (t.side && side) update = update.where('awaiting', '=', t.side === 'awaited' ? side : otherParty(side));
  // A party acts before the deadline, the timer after it; an admin's step (a dispute's decision) is bound to neither.
  if (t.deadline && side) update = update.where(t.deadline, '>', now);
  if (t.deadline && !person) update = update.where(t.deadline, '<=', now);
  if (t.once) update = update.where(t.once, '=', false);
  if (expected !== undefined) update = update.where('current_version', '=', expected);
  const moved = await update.returningAll().executeTakeFirst();
  // The row is locked and was checked above, so this holds; the UPDATE's conditions are the guarantee.
  if (!moved) throw stateChanged(before.status);

  const builtIn = STEP_EFFECTS[request.action];
  const extra = {
    ...(builtIn ? await builtIn(trx, deps, moved) : {}),
    ...(request.effect ? await request.effect(trx, moved, before) : {}),
  };
  // The last deal of a closed campaign to end completes the campaign.
  if (moved.campaign_id && FINAL_STATUSES.includes(moved.status)) await completeCampaignIfDone(trx, moved.campaign_id, now);
  // A deal that leaves the work in progress (delivered, ended, or gone to an admin) leaves no cancellation
  // request waiting.
  if (!isCancellable(moved.status)) {
    await trx
      .updateTable('deal_cancellations')
      .set({ status: 'closed', answered_at: now })
      .where('deal_id', '=', moved.id)
      .where('status', '=', 'open')
      .execute();
  }
  // The effects may have set more of the row (a review deadline, a revision counted): the answer is the row as it now is.
  const deal =
    builtIn || request.effect || moved.status !== before.status
      ? await trx.selectFrom('deals').selectAll().where('id', '=', moved.id).executeTakeFirstOrThrow()
      : moved;
  await trx
    .insertInto('deal_events')
    .values({
      deal_id: deal.id,
      actor_id: person?.id ?? null,
      actor_role: reader,
      action: request.action,
      from_status: before.status,
      to_status: deal.status,
      details: JSON.stringify({ version: deal.current_version, fingerprint, ...extra.details }),
      idempotency_key: person ? (request.idempotencyKey ?? null) : null,
      created_at: now,
    })
    .execute();
  const parties = await loadDealParties(trx, deal.brand_id, deal.creator_id);
  await tellParties(trx, deps, {
    deal,
    action: request.action,
    actorSide: side,
    awaitedBefore: before.awaiting as DealParty | null,
    parties,
    priceCents: extra.priceCents ?? 0,
    details: extra.details ?? {},
  });
  return { deal, applied: true };
}

/** One step in a transaction of its own; once it commits, the outbox is nudged to send its emails. */
export async function applyTransition(deps: ServiceDeps, request: TransitionRequest): Promise<TransitionResult> {
  const result = await deps.db.transaction().execute((trx) => runTransition(trx, deps, request));
  if (result.applied) deps.notifyOutbox();
  return result;
}
