import { DEAL_MESSAGES, type DealListFields, type DealListView, type DealStatus, type DealView } from '@sponsorly/shared';
import { sql, type DealRow, type User } from '@sponsorly/db';
import { isAdmin } from '../auth/users';
import { badRequest } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { beforeCursor, cursorTimeText, decodeTimeCursor, encodeTimeCursor } from '../lib/time-cursor';
import { isUuid } from '../lib/uuid';
import { dealNotFound, readerOf, sideOf } from './transitions/deal-access';
import { brandNameSql, creatorNameSql, loadDealParties } from './transitions/deal-parties';
import { loadWork } from './work/load-work';
import { loadEndings } from './endings/load-endings';
import { loadDealReviews } from './reviews/reviews';
import { dealView, summaryView } from './deal-views';

/** One deal with its versions and steps, for a party or an admin; anyone else gets 404. */
export async function loadDeal(deps: ServiceDeps, user: User, id: string): Promise<DealView> {
  if (!isUuid(id)) throw dealNotFound();
  const deal = await deps.db.selectFrom('deals').selectAll().where('id', '=', id).executeTakeFirst();
  if (!deal) throw dealNotFound();
  const reader = readerOf(deps, deal, user);
  const [versions, events, parties, conversation] = await Promise.all([
    deps.db.selectFrom('deal_versions').selectAll().where('deal_id', '=', id).orderBy('version').execute(),
    deps.db
      .selectFrom('deal_events')
      .select(['id', 'actor_role', 'action', 'from_status', 'to_status', 'details', 'created_at'])
      .where('deal_id', '=', id)
      .orderBy('id')
      .execute(),
    loadDealParties(deps.db, deal.brand_id, deal.creator_id),
    // The pair's conversation, shown on the deal's page; an admin reads the deal, not the pair's messages.
    reader === 'admin'
      ? undefined
      : deps.db
          .selectFrom('conversations')
          .select('id')
          .where('brand_id', '=', deal.brand_id)
          .where('creator_id', '=', deal.creator_id)
          .executeTakeFirst(),
  ]);
  const current = versions.find((v) => v.version === deal.current_version);
  const [work, endings, reviews] = await Promise.all([
    loadWork(deps.db, deal, current?.revisions_included ?? 0),
    loadEndings(deps.db, deal, current, reader, deps.now()),
    loadDealReviews(deps.db, deal, parties, reader, deps.now()),
  ]);
  return {
    ...dealView(deal, versions, events, parties, reader, deps.now(), conversation?.id ?? null, work),
    ...endings,
    reviews,
  };
}

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
    .select([brandNameSql.as('brand_name'), creatorNameSql.as('creator_name'), cursorTimeText(sql`d.created_at`).as('cursor_at')])
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
    const { brand_name, creator_name, cursor_at: _at, ...deal } = row;
    const current = byDeal.get(deal.id);
    if (!current) return [];
    const reader = sideOf(deal, user.id) ?? 'admin';
    const parties = { brand: { id: deal.brand_id, name: brand_name }, creator: { id: deal.creator_id, name: creator_name } };
    return [summaryView(deal as DealRow, current, parties, reader, now)];
  });
  const last = page.at(-1);
  return { items, next_cursor: rows.length > input.limit && last ? encodeTimeCursor(last.cursor_at, last.id) : null };
}

/** How many of the reader's deals stand in each state (the dashboards' counts); states with none are left out. */
export async function countDeals(deps: ServiceDeps, user: User): Promise<Partial<Record<DealStatus, number>>> {
  const rows = await deps.db
    .selectFrom('deals')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where((eb) => eb.or([eb('brand_id', '=', user.id), eb('creator_id', '=', user.id)]))
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
