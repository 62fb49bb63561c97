import { DEAL_DURATIONS, dealAnswerSchema, dealStepInputSchema } from '@sponsorly/shared';
import type { DealRow, User } from '@sponsorly/db';
import type { ProcedureMeta } from '../../doors/procedure-meta';
import type { ServiceDeps } from '../../lib/deps';
import { authedProcedure } from '../../trpc';
import { applyTransition, BLOCKED_STEPS } from '../transitions/apply-transition';
import { dealAnswer, tags } from '../view/deal-answer';
import { checkIdempotencyKey, requestFingerprint } from '../transitions/idempotency';

/** The steps a party takes with the deal's id and the version it saw (a counter-offer has its own service). */
export type SimpleStep = 'accept' | 'decline' | 'withdraw' | 'extend';

/**
 * Accept (-> awaiting_funding, funding due in 72 hours), decline, withdraw (the side that sent the
 * terms), or extend the expiry once by 72 hours (the creator): one transition each. `version` is the
 * version of the terms the person saw, which an acceptance must name: the step is refused if they were
 * countered since, so a stale page never agrees to a price it did not show.
 */
export function takeStep(
  deps: ServiceDeps,
  user: User,
  dealId: string,
  action: 'accept',
  version: number,
  idempotencyKey?: string,
): Promise<DealRow>;
export function takeStep(
  deps: ServiceDeps,
  user: User,
  dealId: string,
  action: Exclude<SimpleStep, 'accept'>,
  version?: number,
  idempotencyKey?: string,
): Promise<DealRow>;
export async function takeStep(
  deps: ServiceDeps,
  user: User,
  dealId: string,
  action: SimpleStep,
  version?: number,
  idempotencyKey?: string,
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

/** How a step shows on REST and in the API document; a retry with the same Idempotency-Key answers the same. */
export const stepMeta = (action: SimpleStep): ProcedureMeta => ({
  openapi: { method: 'POST', path: `/deals/{id}/${action}`, summary: STEP_SUMMARIES[action], tags },
  refusals: [
    'not_found',
    'forbidden',
    ...(BLOCKED_STEPS.includes(action) ? (['blocked'] as const) : []),
    'state_changed',
    'conflict',
  ],
  idempotent: true,
});

/**
 * The procedure of decline, withdraw or extend: the deal's id and, optionally, the version of the terms
 * the page showed. Accepting names the version (accept-offer.ts).
 */
export const step = (action: Exclude<SimpleStep, 'accept'>) =>
  authedProcedure
    .meta(stepMeta(action))
    .input(dealStepInputSchema)
    .output(dealAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const key = checkIdempotencyKey(ctx.idempotencyKey);
      const deal = await takeStep(ctx.deps, ctx.session.user, input.id, action, input.version, key);
      return dealAnswer(ctx.deps, ctx.session.user, deal.id);
    });
