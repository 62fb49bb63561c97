import { DELIVERABLE_MESSAGES, ERROR_CODES, type RequestChangesInput } from '@sponsorly/shared';
import type { DealRow, User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { applyTransition } from '../transitions/apply-transition';
import { requestFingerprint } from '../transitions/idempotency';
import { deliverableNotFound } from './submit-link';

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

/**
 * The brand asks for changes to one deliverable (-> changes_requested), while the deal's revisions
 * last: the count moves by a conditional UPDATE in the step's transaction, so two requests at once
 * cannot both use the last revision. Past the limit: 409 `revisions_exhausted`, nothing changed.
 */
export async function requestChanges(
  deps: ServiceDeps,
  user: User,
  dealId: string,
  input: RequestChangesInput,
  idempotencyKey?: string,
): Promise<DealRow> {
  const { deal } = await applyTransition(deps, {
    dealId,
    action: 'request_changes',
    actor: { kind: 'person', user },
    idempotencyKey,
    fingerprint: requestFingerprint(input),
    effect: async (trx, deal) => {
      const now = deps.now();
      const item = await trx
        .selectFrom('deal_deliverables')
        .select('id')
        .where('deal_id', '=', deal.id)
        .where('id', '=', input.deliverable_id)
        .executeTakeFirst();
      if (!item) throw deliverableNotFound();
      const included = await trx
        .selectFrom('deal_versions')
        .select('revisions_included')
        .where('deal_id', '=', deal.id)
        .where('version', '=', deal.current_version)
        .executeTakeFirstOrThrow();
      const counted = await trx
        .updateTable('deals')
        .set((eb) => ({ revisions_used: eb('revisions_used', '+', 1) }))
        .where('id', '=', deal.id)
        .where('revisions_used', '<', included.revisions_included)
        .returning('revisions_used')
        .executeTakeFirst();
      if (!counted) throw revisionsExhausted(included.revisions_included);
      await trx
        .insertInto('deal_change_requests')
        .values({
          deal_id: deal.id,
          deliverable_id: item.id,
          round: counted.revisions_used,
          comment: input.comment,
          created_by: user.id,
          created_at: now,
        })
        .execute();
      await trx
        .updateTable('deal_deliverables')
        .set({ status: 'changes_requested', updated_at: now })
        .where('deal_id', '=', deal.id)
        .where('id', '=', item.id)
        .execute();
      return { details: { deliverable_id: item.id } };
    },
  });
  return deal;
}

/** Thrown inside the step, which rolls back: the deal is still `delivered`, waiting for approval. */
const revisionsExhausted = (included: number) =>
  new AppError(409, ERROR_CODES.revisionsExhausted, DELIVERABLE_MESSAGES.revisionsExhausted(included), {
    body: { status: 'delivered' },
  });
