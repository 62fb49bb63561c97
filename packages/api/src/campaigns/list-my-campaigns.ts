import {
  APPLICATION_STATUSES,
  INVITATION_STATUSES,
  listPageInputSchema,
  myCampaignsAnswerSchema,
  type CampaignCounts,
  type MyCampaign,
} from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { invalidListCursor, keysetPage } from '../lib/keyset-page';
import { beforeCursor, cursorTimeText, decodeTimeCursor } from '../lib/time-cursor';
import { selectCampaigns, toCampaignView } from './campaign-rows';
import { brandProcedure, tags } from './role-procedures';

/** Deals whose terms were agreed and that did not fall through (canceled, never funded). */
const AGREED_DEAL_STATUSES = ['awaiting_funding', 'in_progress', 'delivered', 'changes_requested', 'disputed', 'completed'];

const zeroes = <const K extends readonly string[]>(keys: K) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K[number], number>;

/**
 * The brand's campaigns in every state, newest first, a keyset page at a time, each with its
 * applications and invitations counted by status, its offers awaiting an answer, and its agreed deals
 * (counted for the page's campaigns only).
 */
export async function listMyCampaigns(
  deps: ServiceDeps,
  brandId: string,
  input: { cursor?: string | undefined; limit: number },
): Promise<{ items: MyCampaign[]; next_cursor: string | null }> {
  const now = deps.now();
  const cursor = decodeTimeCursor(input.cursor, invalidListCursor);
  const found = await selectCampaigns(deps.db)
    .select(['c.id as cursor_id', cursorTimeText(sql`c.created_at`).as('cursor_at')])
    .where('c.brand_id', '=', brandId)
    .$if(cursor !== undefined, (qb) => qb.where(beforeCursor(sql`c.created_at`, sql`c.id`, cursor!)))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(input.limit + 1)
    .execute();
  const { page: rows, next_cursor } = keysetPage(found, input.limit);
  if (rows.length === 0) return { items: [], next_cursor };
  const ids = rows.map((row) => row.id);
  const [applications, invitations, deals] = await Promise.all([
    deps.db
      .selectFrom('applications as a')
      .select(['a.campaign_id', 'a.status', sql<number>`count(*)::int`.as('count')])
      .where('a.campaign_id', 'in', ids)
      .groupBy(['a.campaign_id', 'a.status'])
      .execute(),
    deps.db
      .selectFrom('campaign_invitations as i')
      .select(['i.campaign_id', 'i.status', sql<number>`count(*)::int`.as('count')])
      .where('i.campaign_id', 'in', ids)
      .groupBy(['i.campaign_id', 'i.status'])
      .execute(),
    deps.db
      .selectFrom('deals')
      .select([
        'campaign_id',
        sql<number>`(count(*) filter (where status = 'offered'))::int`.as('offers'),
        sql<number>`(count(*) filter (where status = any(${sql.val(AGREED_DEAL_STATUSES)}::text[])))::int`.as('deals'),
      ])
      .where('brand_id', '=', brandId)
      .where('campaign_id', 'in', ids)
      .groupBy('campaign_id')
      .execute(),
  ]);

  const counts = new Map<string, CampaignCounts>();
  const countsOf = (id: string) => {
    let entry = counts.get(id);
    if (!entry) {
      entry = {
        applications: { ...zeroes(APPLICATION_STATUSES), total: 0 },
        invitations: { ...zeroes(INVITATION_STATUSES), total: 0 },
        offers: 0,
        deals: 0,
      };
      counts.set(id, entry);
    }
    return entry;
  };
  for (const a of applications) {
    const entry = countsOf(a.campaign_id).applications;
    entry[a.status as keyof typeof entry] = Number(a.count);
    entry.total += Number(a.count);
  }
  for (const i of invitations) {
    const entry = countsOf(i.campaign_id).invitations;
    entry[i.status as keyof typeof entry] = Number(i.count);
    entry.total += Number(i.count);
  }
  for (const d of deals) {
    if (!d.campaign_id) continue;
    const entry = countsOf(d.campaign_id);
    entry.offers = Number(d.offers);
    entry.deals = Number(d.deals);
  }
  return { items: rows.map((row) => ({ ...toCampaignView(row, now), counts: countsOf(row.id) })), next_cursor };
}

/** GET /campaigns/mine: the brand's campaigns in every state, counted. */
export const listMyCampaignsProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/campaigns/mine',
      summary: 'Your campaigns in every state, with applicants, offers and deals counted',
      tags,
    },
  })
  .input(listPageInputSchema)
  .output(myCampaignsAnswerSchema)
  .query(({ ctx, input }) => listMyCampaigns(ctx.deps, ctx.session.user.id, input));
