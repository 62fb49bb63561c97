import { CAMPAIGN_MESSAGES as m, ERROR_CODES, type InvitationView } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { stateChanged } from './campaign-errors';
import { toInvitationView } from './invitation-rows';

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
