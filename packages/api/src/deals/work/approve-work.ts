import { dealAnswerSchema, dealIdSchema } from '@sponsorly/shared';
import type { DealRow, User } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import { authedProcedure } from '../../trpc';
import { applyTransition } from '../transitions/apply-transition';
import { dealAnswer, tags } from '../view/deal-answer';
import { checkIdempotencyKey, requestFingerprint } from '../transitions/idempotency';

/** The brand approves the delivered work (-> completed): the holds are posted, the creator is paid (step-effects.ts). */
export async function approveWork(deps: ServiceDeps, user: User, dealId: string, idempotencyKey?: string): Promise<DealRow> {
  const { deal } = await applyTransition(deps, {
    dealId,
    action: 'approve',
    actor: { kind: 'person', user },
    idempotencyKey,
    fingerprint: requestFingerprint({ action: 'approve' }),
  });
  return deal;
}

/** POST /deals/:id/approve: the brand approves the delivered work. */
export const approveWorkProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/deals/{id}/approve',
      summary: 'Approve the delivered work (-> completed); the price is released to the creator',
      tags,
    },
    refusals: ['not_found', 'forbidden', 'state_changed', 'conflict'],
    idempotent: true,
  })
  .input(dealIdSchema)
  .output(dealAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    const deal = await approveWork(ctx.deps, ctx.session.user, input.id, checkIdempotencyKey(ctx.idempotencyKey));
    return dealAnswer(ctx.deps, ctx.session.user, deal.id);
  });
