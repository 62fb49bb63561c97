import {
  CAMPAIGN_LIMITS,
  campaignListAnswerSchema,
  campaignListInputSchema,
  type CampaignListAnswer,
  type CampaignListItem,
} from '@sponsorly/shared';
import { sql, type RawBuilder } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { authedProcedure } from '../trpc';
import { decodeCampaignCursor, encodeCampaignCursor } from './campaign-cursor';
import { selectCampaigns, toCampaignView } from './campaign-rows';
import { tags } from './role-procedures';

export interface CampaignListRequest {
  q?: string | undefined;
  platform: string[];
  vertical: string[];
  verified?: boolean | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * How well a campaign fits the reader, from the reader's search row (a brand has none: every score is 0).
 * A simple, bounded sum: a shared platform 4, the reader's vertical among the targets 3, a shared
 * category 2, a shared language 1. Categories and languages compare folded (case and accents).
 */
function matchScore(readerId: string): RawBuilder<number> {
  return sql<number>`coalesce((
    select
      (case when c.platforms && me.platforms then 4 else 0 end)
      + (case when me.talent_vertical = any(c.target_verticals) then 3 else 0 end)
      + (case when exists (select 1 from unnest(c.target_categories) t where search_fold(t) = any(me.categories)) then 2 else 0 end)
      + (case when exists (select 1 from unnest(c.target_languages) t where search_fold(t) = any(me.languages)) then 1 else 0 end)
    from creator_search me where me.creator_id = ${readerId}
  ), 0)`;
}

/** `like` reads % and _ as wildcards; a word typed by a reader is matched as written. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The campaigns creators browse: open, public, before their deadline (whatever the timer did), best
 * matches first, then newest. Filters: platforms, target verticals, verified brands only, and words that must each appear in
 * the title or description (case and accents ignored). Keyset pages on (score, published_at, id).
 */
export async function listOpenCampaigns(
  deps: ServiceDeps,
  readerId: string,
  request: CampaignListRequest,
): Promise<CampaignListAnswer> {
  const now = deps.now();
  const cursor = request.cursor ? decodeCampaignCursor(request.cursor) : null;
  const conditions: RawBuilder<unknown>[] = [
    sql`c.status = 'open'`,
    sql`c.visibility = 'public'`,
    sql`c.application_deadline > ${now}`,
    // Hidden by an administrator, or its brand suspended (docs/moderation.md).
    sql`c.hidden_at is null`,
    sql`not exists (select 1 from users b where b.id = c.brand_id and b.suspended_at is not null)`,
  ];
  if (request.platform.length) conditions.push(sql`c.platforms && cast(${request.platform} as text[])`);
  if (request.vertical.length) conditions.push(sql`c.target_verticals && cast(${request.vertical} as text[])`);
  if (request.verified)
    conditions.push(
      sql`exists (select 1 from brand_profiles bp where bp.user_id = c.brand_id and bp.verified_domain is not null)`,
    );
  const words = (request.q ?? '').split(/\s+/).filter(Boolean).slice(0, CAMPAIGN_LIMITS.queryWordsMax);
  for (const word of words)
    conditions.push(sql`search_fold(c.title || ' ' || c.description) like search_fold(${likePattern(word)})`);

  const { rows } = await sql<{ id: string; score: number; published: string }>`
    select id, score, published::text as published from (
      select c.id, ${matchScore(readerId)} as score, (extract(epoch from c.published_at) * 1000000)::bigint as published
      from campaigns c
      where ${sql.join(conditions, sql` and `)}
    ) ranked
    ${cursor ? sql`where (score, published, id) < (cast(${cursor.score} as int), cast(${cursor.published} as bigint), cast(${cursor.id} as uuid))` : sql``}
    order by score desc, published desc, id desc
    limit ${request.limit + 1}`.execute(deps.db);

  const page = rows.slice(0, request.limit);
  const records = page.length
    ? await selectCampaigns(deps.db)
        .where(
          'c.id',
          'in',
          page.map((r) => r.id),
        )
        .execute()
    : [];
  const byId = new Map(records.map((r) => [r.id, r]));
  const items = page.flatMap((r): CampaignListItem[] => {
    const record = byId.get(r.id);
    return record ? [{ ...toCampaignView(record, now), match_score: Number(r.score) }] : [];
  });
  const last = page.at(-1);
  const more = rows.length > request.limit && last;
  return {
    items,
    next_cursor: more ? encodeCampaignCursor({ score: Number(last.score), published: last.published, id: last.id }) : null,
  };
}

/** GET /campaigns: the open public campaigns any logged-in user browses, best matches first. */
export const listOpenCampaignsProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/campaigns', summary: 'Open public campaigns, best matches for you first', tags } })
  .input(campaignListInputSchema)
  .output(campaignListAnswerSchema)
  .query(({ ctx, input }) => listOpenCampaigns(ctx.deps, ctx.session.user.id, input));
