import {
  DISCOVERY_LIMITS as L,
  creatorSuggestAnswerSchema,
  creatorSuggestInputSchema,
  type CreatorSuggestAnswer,
  type SuggestionKind,
} from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { notBlockedSql } from '../blocks/block-between';
import type { ServiceDeps } from '../lib/deps';
import { searcherProcedure, tags } from './search-procedures';
import { foldText } from './typo-tolerance';

/** Of the 8 suggestions, at most this many categories and locations; names fill the rest. */
const CATEGORIES_MAX = 3;
const LOCATIONS_MAX = 2;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a brand may mean while typing: creators whose first or last name starts with the text, and the
 * categories and locations creators use with a word starting with it, most used first. Names come only
 * from creators in search and not hidden by this brand. Each kind is
 * read through an index or from the small terms table (migration 0032), so an answer takes a few
 * milliseconds at 100,000 creators (docs/creator-search.md, "Suggestions"). Names are alphabetical: the
 * start of a name read in index order stops at the first few instead of sorting every "a…".
 */
export async function suggestCreators(deps: ServiceDeps, viewerId: string, q: string): Promise<CreatorSuggestAnswer> {
  const typed = escapeLike(foldText(q));
  const start = `${typed}%`;
  const wordStart = `% ${typed}%`;
  const terms = (kind: SuggestionKind, max: number) => sql`
    (select ${kind}::text as kind, t.label, null::uuid as creator_id, t.creators, t.term as sort_key
     from search_terms t where t.kind = ${kind} and (t.term like ${start} or t.term like ${wordStart})
     order by t.creators desc, t.term limit ${max})`;
  const shown = sql`not exists (select 1 from hidden_creators h where h.brand_id = ${viewerId} and h.creator_id = s.creator_id) and ${notBlockedSql(viewerId, 's.creator_id')}`;
  const { rows } = await sql<{ kind: SuggestionKind; label: string; creator_id: string | null; creators: number }>`
    with names as (
      select * from (
        (select s.creator_id, s.name from creator_search s where s.visible and s.name like ${start} and ${shown} order by s.name limit ${L.suggestionsMax})
        union
        (select s.creator_id, s.name from creator_search s
         where s.visible and regexp_replace(s.name, '^.* ', '') like ${start} and ${shown}
         order by regexp_replace(s.name, '^.* ', '') limit ${L.suggestionsMax})
      ) n)
    select kind, label, creator_id, creators from (
      ${terms('category', CATEGORIES_MAX)}
      union all
      ${terms('location', LOCATIONS_MAX)}
      union all
      (select 'name', u.first_name || ' ' || u.last_name, s.creator_id, 1, s.name
       from names s join users u on u.id = s.creator_id
       order by s.name limit ${L.suggestionsMax})
    ) found`.execute(deps.db);
  const others = rows.filter((row) => row.kind !== 'name');
  const names = rows.filter((row) => row.kind === 'name').slice(0, L.suggestionsMax - others.length);
  return { items: [...names, ...others].map((row) => ({ ...row, creators: Number(row.creators) })) };
}

/** GET /creators/suggest: suggestions as a brand types in the search box. */
export const suggestCreatorsProcedure = searcherProcedure
  .meta({ openapi: { method: 'GET', path: '/creators/suggest', summary: 'Suggestions as you type a creator search', tags } })
  .input(creatorSuggestInputSchema)
  .output(creatorSuggestAnswerSchema)
  .query(({ ctx, input }) => suggestCreators(ctx.deps, ctx.session.user.id, input.q));
