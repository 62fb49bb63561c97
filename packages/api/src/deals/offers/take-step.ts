import { DEAL_DURATIONS, dealAnswerSchema, dealStepInputSchema } from '@sponsorly/shared';
import type { DealRow, User } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import { authedProcedure } from '../../trpc';
import { applyTransition } from '../transitions/apply-transition';
import { dealAnswer, tags } from '../view/deal-answer';
import { checkIdempotencyKey, requestFingerprint } from '../transitions/idempotency';

/** The steps a party takes with nothing but the deal's id (a counter-offer has its own service). */
export type SimpleStep = 'accept' | 'decline' | 'withdraw' | 'extend';

/**
 * Accept (-> awaiting_funding, funding due in 72 hours), decline, withdraw (the side that sent the
 * terms), or extend the expiry once by 72 hours (the creator): one transition each. `version`, when
 * given, is the version of the terms the person saw: the step is refused if they were countered since,
 * so a stale page never agrees to a price it did not show.
 */
export async function takeStep(
  deps: ServiceDeps,
  user: User,
  dealId: string,
  action: SimpleStep,
  idempotencyKey?: string,
  version?: number,
): Promise<DealRow> {
  const { deal } = await applyTransition(deps, {
    dealId,
    action,
    actor: { kind: 'person', user },
    idempotencyKey,
    fingerprint: requestFingerprint(version === undefined ? { action } : { action, version }),
    expectedVersion: version,
  });
  return deal;
}

const STEP_SUMMARIES: Record<SimpleStep, string> = {
  accept: 'Accept the terms the offer waits for you on (-> awaiting_funding)',
  decline: 'Decline the offer',
  withdraw: 'Withdraw the terms you sent',
  extend: `Extend the offer’s expiry by ${DEAL_DURATIONS.offerExtensionMs / 3_600_000} hours, once (the creator)`,
};

/**
 * The procedure of one of the steps taken with the deal's id alone (and, optionally, the version of the
 * terms the page showed); a retry with the same Idempotency-Key answers the same.
 */
export const step = (action: SimpleStep) =>
  authedProcedure
    .meta({
      openapi: { method: 'POST', path: `/deals/{id}/${action}`, summary: STEP_SUMMARIES[action], tags },
      refusals: ['not_found', 'forbidden', 'state_changed', 'conflict'],
      idempotent: true,
    })
    .input(dealStepInputSchema)
    .output(dealAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const key = checkIdempotencyKey(ctx.idempotencyKey);
      const deal = await takeStep(ctx.deps, ctx.session.user, input.id, action, key, input.version);
      return dealAnswer(ctx.deps, ctx.session.user, deal.id);
    });
