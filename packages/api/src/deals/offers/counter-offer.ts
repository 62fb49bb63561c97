import {
  DEAL_MESSAGES,
  counterInputSchema,
  dealAnswerSchema,
  type CounterFields,
  type Currency,
  type DealParty,
  type UsageRights,
} from '@sponsorly/shared';
import type { DealDeliverableColumn, DealRow, DealVersionRow, User } from '@sponsorly/db';
import { badRequest } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { takeOffer, withUsage } from '../../lib/usage-limits';
import { authedProcedure } from '../../trpc';
import { applyTransition } from '../transitions/apply-transition';
import { dealAnswer, tags } from '../view/deal-answer';
import { checkIdempotencyKey, requestFingerprint } from '../transitions/idempotency';
import { checkDueDates, versionRow, withNewId, type DealTerms } from './offer-terms';
import { changedTerms } from '../view/term-changes';

type Changes = Omit<CounterFields, 'id' | 'version' | 'message'>;

const termsOf = (v: DealVersionRow): DealTerms => ({
  deliverables: v.deliverables,
  price_cents: Number(v.price_cents),
  currency: v.currency as Currency,
  revisions_included: v.revisions_included,
  review_days: v.review_days,
  usage_rights: v.usage_rights as UsageRights,
});

/**
 * The current terms with the counter-offer's changes. A deliverable sent with an id is that deliverable
 * (it must be in the current terms); one without is new; one left out is dropped. Only new deliverables
 * and moved dates are checked against today: a date agreed earlier may have come closer meanwhile.
 */
export function counterTerms(current: DealTerms, changes: Changes, now: Date): DealTerms {
  let deliverables = current.deliverables;
  if (changes.deliverables) {
    const known = new Map(current.deliverables.map((d) => [d.id, d]));
    const seen = new Set<string>();
    const fields: Record<string, string> = {};
    deliverables = changes.deliverables.map((d, index): DealDeliverableColumn => {
      if (d.id === undefined) return withNewId(d);
      if (!known.has(d.id)) fields[`deliverables.${index}.id`] = DEAL_MESSAGES.unknownDeliverable;
      else if (seen.has(d.id)) fields[`deliverables.${index}.id`] = DEAL_MESSAGES.duplicateDeliverableId;
      seen.add(d.id);
      return { id: d.id, type: d.type, quantity: d.quantity, due_date: d.due_date, notes: d.notes };
    });
    const first = Object.values(fields)[0];
    if (first) throw badRequest(first, fields);
    checkDueDates(deliverables, now, (d) => known.get(d.id)?.due_date !== d.due_date);
  }
  return {
    deliverables,
    price_cents: changes.price_cents ?? current.price_cents,
    currency: current.currency,
    revisions_included: changes.revisions_included ?? current.revisions_included,
    review_days: changes.review_days ?? current.review_days,
    usage_rights: changes.usage_rights ?? current.usage_rights,
  };
}

/**
 * The side the offer awaits proposes other terms: a new version (the next number, the fee computed
 * again), the other side now awaited, the expiry 72 hours from now. It names the version it answers:
 * terms countered since are refused (409), so nobody changes terms they did not see. A counter-offer
 * that changes nothing is refused: a reply without new terms is a message.
 */
export async function counterOffer(
  deps: ServiceDeps,
  user: User,
  input: CounterFields,
  idempotencyKey?: string,
): Promise<DealRow> {
  const taken = await takeOffer(deps, user.id);
  const { deal } = await withUsage([taken], () => counter(deps, user, input, idempotencyKey));
  return deal;
}

function counter(deps: ServiceDeps, user: User, input: CounterFields, idempotencyKey?: string) {
  const { id, version, message, ...changes } = input;
  return applyTransition(deps, {
    dealId: id,
    action: 'counter',
    actor: { kind: 'person', user },
    idempotencyKey,
    fingerprint: requestFingerprint(input),
    expectedVersion: version,
    effect: async (trx, moved, before) => {
      const previous = await trx
        .selectFrom('deal_versions')
        .selectAll()
        .where('deal_id', '=', moved.id)
        .where('version', '=', before.current_version)
        .executeTakeFirstOrThrow();
      const now = deps.now();
      const current = termsOf(previous);
      const terms = counterTerms(current, changes, now);
      const changed = changedTerms(current, terms);
      if (changed.length === 0) throw badRequest(DEAL_MESSAGES.counterUnchanged);
      const proposedBy = before.awaiting as DealParty;
      await trx
        .insertInto('deal_versions')
        .values(
          versionRow(
            deps,
            { dealId: moved.id, version: moved.current_version, proposedBy, proposerId: user.id, message, now },
            terms,
          ),
        )
        .execute();
      return { details: { changed }, priceCents: terms.price_cents };
    },
  });
}

/** POST /deals/:id/counter: the side the offer awaits proposes other terms. */
export const counterOfferProcedure = authedProcedure
  .meta({
    openapi: { method: 'POST', path: '/deals/{id}/counter', summary: 'Counter the offer with other terms', tags },
    refusals: ['not_found', 'forbidden', 'blocked', 'state_changed', 'conflict', 'rate_limited'],
    idempotent: true,
  })
  .input(counterInputSchema)
  .output(dealAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    const key = checkIdempotencyKey(ctx.idempotencyKey);
    const deal = await counterOffer(ctx.deps, ctx.session.user, input, key);
    return dealAnswer(ctx.deps, ctx.session.user, deal.id);
  });
