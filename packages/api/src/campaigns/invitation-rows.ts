import type { InvitationStatus, InvitationView } from '@sponsorly/shared';
import type { Selectable } from 'kysely';
import type { Database } from '@sponsorly/db';

export function toInvitationView(row: Selectable<Database['campaign_invitations']>): InvitationView {
  return {
    id: row.id,
    campaign_id: row.campaign_id,
    creator_id: row.creator_id,
    status: row.status as InvitationStatus,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
