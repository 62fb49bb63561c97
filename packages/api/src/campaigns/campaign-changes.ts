import { CAMPAIGN_NOTICES as n, formatCents, type CampaignView } from '@sponsorly/shared';
import type { Database, Transaction } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { notify } from '../notifications/notify';

/** "$500" or "$500 to $800": a budget as the notices say it. */
export function describeBudget(min: number | null, max: number | null): string {
  if (min === null || max === null) return '';
  return min === max ? formatCents(min) : `${formatCents(min)} to ${formatCents(max)}`;
}

/** "1 May 2026, 17:00 UTC": a deadline in words that read the same wherever the reader is. */
export function describeDeadline(iso: string): string {
  const at = new Date(iso);
  const date = at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${date}, ${time} UTC`;
}

/**
 * Tells the people waiting on an open campaign that its budget or deadline changed: creators whose
 * application is still in play (submitted or shortlisted) and creators invited who have not answered.
 * Inside the change's transaction, so the notices exist only if the change does.
 */
export async function notifyCampaignChanged(
  trx: Transaction<Database>,
  deps: ServiceDeps,
  before: CampaignView,
  after: CampaignView,
): Promise<number> {
  const budgetChanged = before.budget_min_cents !== after.budget_min_cents || before.budget_max_cents !== after.budget_max_cents;
  const deadlineChanged = before.application_deadline !== after.application_deadline;
  if (!budgetChanged && !deadlineChanged) return 0;
  const what = budgetChanged && deadlineChanged ? 'budget and deadline' : budgetChanged ? 'budget' : 'deadline';
  const body = [
    budgetChanged ? n.budgetNow(describeBudget(after.budget_min_cents, after.budget_max_cents)) : '',
    deadlineChanged && after.application_deadline ? n.deadlineNow(describeDeadline(after.application_deadline)) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const applicants = await trx
    .selectFrom('applications')
    .select('creator_id')
    .where('campaign_id', '=', after.id)
    .where('status', 'in', ['submitted', 'shortlisted'])
    .union(
      trx
        .selectFrom('campaign_invitations')
        .select('creator_id')
        .where('campaign_id', '=', after.id)
        .where('status', '=', 'pending'),
    )
    .execute();
  for (const { creator_id } of applicants) {
    await notify(trx, deps, {
      userId: creator_id,
      kind: 'campaign_changed',
      title: n.campaignChanged(after.brand.name, what, after.title),
      body,
      link: `/campaigns/${after.id}`,
      action: n.viewCampaign,
    });
  }
  return applicants.length;
}
