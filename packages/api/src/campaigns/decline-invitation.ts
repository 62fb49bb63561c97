import {
  CAMPAIGN_MESSAGES as m,
  ERROR_CODES,
  invitationIdSchema,
  invitationSchema,
  type InvitationView,
} from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { stateChanged } from './campaign-errors';
import { toInvitationView } from './invitation-rows';
import { inviteeProcedure, tags } from './role-procedures';

const invitationNotFound = () => new AppError(404, ERROR_CODES.notFound, m.invitationNotFound);

/**
 * The creator declines an invitation still pending: pending -> declined. Declining again answers it as
 * it is; an invitation the creator already applied through (or got an offer from) answers 409. The brand
 * is not told: a silent no, as a creator would give by not answering.
 */
export async function declineInvitation(deps: ServiceDeps, creatorId: string, id: string): Promise<InvitationView> {
  if (!isUuid(id)) throw invitationNotFound();
  const now = deps.now();
  const row = await deps.db
    .updateTable('campaign_invitations')
    .set({ status: 'declined', updated_at: now })
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (row) return toInvitationView(row);
  const current = await deps.db
    .selectFrom('campaign_invitations')
    .selectAll()
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  if (!current) throw invitationNotFound();
  if (current.status === 'declined') return toInvitationView(current);
  throw stateChanged(current.status, m.invitationNotPending);
}

/** POST /invitations/{id}/decline: the creator declines an invitation still pending. */
export const declineInvitationProcedure = inviteeProcedure
  .meta({
    openapi: { method: 'POST', path: '/invitations/{id}/decline', summary: 'Decline an invitation', tags },
    refusals: ['not_found', 'state_changed'],
  })
  .input(invitationIdSchema)
  .output(invitationSchema)
  .mutation(({ ctx, input }) => declineInvitation(ctx.deps, ctx.session.user.id, input.id));
