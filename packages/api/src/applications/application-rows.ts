import { DEFAULT_CURRENCY, type ApplicationStatus, type ApplicationView, type Currency } from '@sponsorly/shared';
import type { Database } from '@sponsorly/db';
import type { Selectable } from 'kysely';

export type ApplicationRow = Selectable<Database['applications']>;

export function toApplicationView(row: ApplicationRow): ApplicationView {
  return {
    id: row.id,
    campaign_id: row.campaign_id,
    creator_id: row.creator_id,
    status: row.status as ApplicationStatus,
    pitch: row.pitch,
    proposed_price_cents: row.proposed_price_cents === null ? null : Number(row.proposed_price_cents),
    currency: (row.currency ?? DEFAULT_CURRENCY) as Currency,
    links: row.links,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
