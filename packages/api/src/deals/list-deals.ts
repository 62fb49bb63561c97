import {
  DEAL_MESSAGES,
  dealListAnswerSchema,
  dealListInputSchema,
  type DealListFields,
  type DealListView,
} from '@sponsorly/shared';
import { sql, type DealRow, type User } from '@sponsorly/db';
import { isAdmin } from '../auth/users';
import { badRequest } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { beforeCursor, cursorTimeText, decodeTimeCursor, encodeTimeCursor } from '../lib/time-cursor';
import { authedProcedure } from '../trpc';
import { sideOf } from './transitions/deal-access';
import { brandNameSql, creatorNameSql } from './transitions/deal-parties';
import { tags } from './view/deal-answer';
import { summaryView } from './view/deal-views';

const invalidCursor = () => badRequest(DEAL_MESSAGES.invalidCursor, { cursor: DEAL_MESSAGES.invalidCursor });

/**
 * The reader's deals, newest first, each with its current terms, paged by (created_at, id): a party's
 * own deals; an admin's list is every deal. `status` keeps the deals in those states.
 */
export async function listDeals(deps: ServiceDeps, user: User, input: DealListFields): Promise<DealListView> {
  const after = decodeTimeCursor(input.cursor, invalidCursor);
  const admin = isAdmin(user, deps.settings.adminEmails);
  let query = deps.db
    .selectFrom('deals as d')
    .innerJoin('users as b', 'b.id', 'd.brand_id')
    .innerJoin('users as c', 'c.id', 'd.creator_id')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'd.brand_id')
    .selectAll('d')
    .select([
      brandNameSql.as('brand_name'),
      creatorNameSql.as('creator_name'),
      'bp.verified_domain as brand_verified_domain',
      cursorTimeText(sql`d.created_at`).as('cursor_at'),
    ])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(input.limit + 1);
  if (!admin) query = query.where((eb) => eb.or([eb('d.brand_id', '=', user.id), eb('d.creator_id', '=', user.id)]));
  if (input.status.length > 0) query = query.where('d.status', 'in', input.status);
  if (after) query = query.where(beforeCursor(sql`d.created_at`, sql`d.id`, after));
  const rows = await query.execute();
  const page = rows.slice(0, input.limit);
  const versions = page.length
    ? await deps.db
        .selectFrom('deal_versions as v')
        .innerJoin('deals as d', (join) => join.onRef('d.id', '=', 'v.deal_id').onRef('d.current_version', '=', 'v.version'))
        .selectAll('v')
        .where(
          'v.deal_id',
          'in',
          page.map((r) => r.id),
        )
        .execute()
    : [];
  const byDeal = new Map(versions.map((v) => [v.deal_id, v]));
  const now = deps.now();
  const items = page.flatMap((row) => {
    const { brand_name, creator_name, brand_verified_domain, cursor_at: _at, ...deal } = row;
    const current = byDeal.get(deal.id);
    if (!current) return [];
    const reader = sideOf(deal, user.id) ?? 'admin';
    const parties = {
      brand: { id: deal.brand_id, name: brand_name, verified: brand_verified_domain !== null },
      creator: { id: deal.creator_id, name: creator_name },
    };
    return [summaryView(deal as DealRow, current, parties, reader, now)];
  });
  const last = page.at(-1);
  return { items, next_cursor: rows.length > input.limit && last ? encodeTimeCursor(last.cursor_at, last.id) : null };
}

/** GET /deals: the reader's deals, newest first. */
export const listDealsProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/deals', summary: 'Your deals, newest first (every deal, for an admin)', tags } })
  .input(dealListInputSchema)
  .output(dealListAnswerSchema)
  .query(({ ctx, input }) => listDeals(ctx.deps, ctx.session.user, input));
