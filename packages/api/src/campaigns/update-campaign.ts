import {
  campaignBudgetProblems,
  campaignDeadlineProblem,
  campaignDueDateProblem,
  campaignSchema,
  campaignUpdateSchema,
  CAMPAIGN_MESSAGES as m,
  OPEN_CAMPAIGN_EDITABLE,
  type CampaignFields,
  type CampaignView,
} from '@sponsorly/shared';
import type { Database, Transaction } from '@sponsorly/db';
import { badRequest } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { notifyCampaignChanged } from './campaign-changes';
import { campaignNotFound, stateChanged } from './campaign-errors';
import { campaignColumns, effectiveStatus, selectCampaigns, toCampaignView } from './campaign-rows';
import { brandProcedure, tags } from './role-procedures';

/** The brand's own campaign, locked for the change; another brand's id answers as a missing one. */
export async function lockOwnCampaign(trx: Transaction<Database>, brandId: string, id: string) {
  if (!isUuid(id)) throw campaignNotFound();
  const locked = await trx
    .selectFrom('campaigns')
    .select('id')
    .where('id', '=', id)
    .where('brand_id', '=', brandId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw campaignNotFound();
  return selectCampaigns(trx).where('c.id', '=', id).executeTakeFirstOrThrow();
}

/** JSON with keys in order, so two values compare equal whatever order their keys came in. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The fields a change would alter, compared with what the campaign holds. */
function changedFields(current: CampaignView, fields: CampaignFields): string[] {
  return Object.entries(fields)
    .filter(([key, value]) => value !== undefined && stable(value) !== stable(current[key as keyof CampaignView]))
    .map(([key]) => key);
}

/**
 * Changes a campaign. A draft changes freely (it may stay incomplete). An open campaign may change only
 * its budget and its application deadline; other fields may be sent as they are (the form sends them
 * all) but not changed. Applicants are told of the change in the same transaction. A closed or completed
 * campaign does not change.
 */
export async function updateCampaign(
  deps: ServiceDeps,
  brandId: string,
  id: string,
  fields: CampaignFields,
): Promise<CampaignView> {
  const now = deps.now();
  const { view, told } = await deps.db.transaction().execute(async (trx) => {
    const row = await lockOwnCampaign(trx, brandId, id);
    const before = toCampaignView(row, now);
    const status = effectiveStatus(row, now);
    if (status !== 'draft' && status !== 'open') throw stateChanged(status, m.notEditable);
    const changed = changedFields(before, fields);
    if (status === 'open' && changed.some((key) => !(OPEN_CAMPAIGN_EDITABLE as readonly string[]).includes(key))) {
      throw stateChanged(status, m.onlyBudgetAndDeadline);
    }
    const merged = {
      ...before,
      ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
    } as CampaignView;
    const problems: Record<string, string> = { ...campaignBudgetProblems(merged) };
    if (status === 'open') {
      if (merged.budget_min_cents === null && merged.budget_max_cents === null) problems.budget_min_cents = m.budgetRequired;
      const deadline = changed.includes('application_deadline')
        ? campaignDeadlineProblem(merged.application_deadline, now)
        : null;
      if (deadline) problems.application_deadline = deadline;
      const due = campaignDueDateProblem(merged);
      if (due) problems.application_deadline ??= due;
    }
    const first = Object.values(problems)[0];
    if (first) throw badRequest(first, problems);
    if (changed.length === 0) return { view: before, told: 0 };

    // Conditional on the state read above: a change that lost a race answers 409, never writes.
    const updated = await trx
      .updateTable('campaigns')
      .set({ ...campaignColumns(fields), updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', status)
      .$if(status === 'open', (qb) => qb.where('application_deadline', '>', now))
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw stateChanged(status);
    const after = toCampaignView(await selectCampaigns(trx).where('c.id', '=', row.id).executeTakeFirstOrThrow(), now);
    const told = status === 'open' ? await notifyCampaignChanged(trx, deps, before, after) : 0;
    return { view: after, told };
  });
  if (told > 0) deps.notifyOutbox();
  return view;
}

/** PUT /campaigns/{id}: a draft changes freely, an open campaign only its budget and deadline. */
export const updateCampaignProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/campaigns/{id}',
      summary: 'Change a campaign: a draft freely, an open one only its budget and deadline',
      tags,
    },
    refusals: ['not_found', 'state_changed'],
  })
  .input(campaignUpdateSchema)
  .output(campaignSchema)
  .mutation(({ ctx, input: { id, ...fields } }) => updateCampaign(ctx.deps, ctx.session.user.id, id, fields));
