import {
  CAMPAIGN_MESSAGES as m,
  CAMPAIGN_NOTICES as n,
  ERROR_CODES,
  type ApplicationStatus,
  type ApplicationView,
} from '@sponsorly/shared';
import type { Database, Transaction } from '@sponsorly/db';
import { stateChanged } from '../campaigns/campaign-errors';
import { selectCampaigns } from '../campaigns/campaign-rows';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { notify } from '../notifications/notify';
import { toApplicationView, type ApplicationRow } from './application-rows';

/**
 * The application transitions, as data: from which states, to which, and who may. An offer (the deals
 * feature) moves an application to `offered`; from there the creator can no longer withdraw.
 */
export const APPLICATION_TRANSITIONS = {
  withdraw: { from: ['submitted', 'shortlisted'], to: 'withdrawn', by: 'creator' },
  shortlist: { from: ['submitted'], to: 'shortlisted', by: 'brand' },
  decline: { from: ['submitted', 'shortlisted'], to: 'declined', by: 'brand' },
} as const satisfies Record<string, { from: readonly ApplicationStatus[]; to: ApplicationStatus; by: 'brand' | 'creator' }>;
export type ApplicationAction = keyof typeof APPLICATION_TRANSITIONS;

const applicationNotFound = () => new AppError(404, ERROR_CODES.notFound, m.applicationNotFound);

/**
 * Applies one transition for its actor: the creator who applied, or the brand that owns the campaign.
 * Anyone else's id answers as a missing one. One conditional UPDATE; no row means the application is in
 * another state: the same action already applied answers the application as it is (no one told twice),
 * anything else 409 `state_changed` with the state it is in.
 */
export async function changeApplication(
  deps: ServiceDeps,
  actorId: string,
  id: string,
  action: ApplicationAction,
): Promise<ApplicationView> {
  if (!isUuid(id)) throw applicationNotFound();
  const rule = APPLICATION_TRANSITIONS[action];
  const now = deps.now();
  const { row, told } = await deps.db.transaction().execute(async (trx) => {
    const update = trx
      .updateTable('applications')
      .set({ status: rule.to, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', [...rule.from]);
    const moved = await (rule.by === 'creator'
      ? update.where('creator_id', '=', actorId)
      : update.where('campaign_id', 'in', trx.selectFrom('campaigns').select('id').where('brand_id', '=', actorId))
    )
      .returningAll()
      .executeTakeFirst();
    if (!moved) {
      const current = await findOwned(trx, actorId, id, rule.by);
      if (!current) throw applicationNotFound();
      if (current.status === rule.to) return { row: current, told: false };
      throw stateChanged(current.status, m.applicationNotActive);
    }
    return { row: moved, told: await tellCreator(trx, deps, moved, action) };
  });
  if (told) deps.notifyOutbox();
  return toApplicationView(row);
}

async function findOwned(
  trx: Transaction<Database>,
  actorId: string,
  id: string,
  by: 'brand' | 'creator',
): Promise<ApplicationRow | undefined> {
  const query = trx.selectFrom('applications').selectAll().where('id', '=', id);
  return (
    by === 'creator'
      ? query.where('creator_id', '=', actorId)
      : query.where('campaign_id', 'in', trx.selectFrom('campaigns').select('id').where('brand_id', '=', actorId))
  ).executeTakeFirst();
}

/** The creator hears of the brand's answer (with an email); a withdrawal tells no one. */
async function tellCreator(
  trx: Transaction<Database>,
  deps: ServiceDeps,
  application: ApplicationRow,
  action: ApplicationAction,
): Promise<boolean> {
  if (action === 'withdraw') return false;
  const campaign = await selectCampaigns(trx).where('c.id', '=', application.campaign_id).executeTakeFirstOrThrow();
  const shortlisted = action === 'shortlist';
  await notify(trx, deps, {
    userId: application.creator_id,
    kind: shortlisted ? 'application_shortlisted' : 'application_declined',
    title: (shortlisted ? n.applicationShortlisted : n.applicationDeclined)(campaign.brand_name, campaign.title),
    body: shortlisted ? n.applicationShortlistedBody : n.applicationDeclinedBody,
    link: shortlisted ? `/campaigns/${campaign.id}` : '/campaigns',
    action: shortlisted ? n.viewCampaign : n.findCampaigns,
  });
  return true;
}
