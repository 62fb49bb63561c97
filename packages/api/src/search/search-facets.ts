import { DISCOVERY_LIMITS, type CreatorSearchFacetsAnswer, type FacetCount, type SearchFacet, type SearchFilterKey, type SearchFilters } from '@sponsorly/shared';
import { sql, type Database, type Kysely, type RawBuilder } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { allOf, filterConditions, foldText, searchText, visibleTo, withSearchSettings } from './search-conditions';

/** Which filter narrows each facet. */
const FACET_FILTER: Record<SearchFacet, SearchFilterKey> = {
  platform: 'platform',
  vertical: 'vertical',
  expertise_level: 'expertise',
  language: 'language',
};
const FACET_FILTERS = new Set(Object.values(FACET_FILTER));

/**
 * The facet counts of a search, asked for beside its results (searchCreators): the page shows the
 * results as soon as they come and the counts when they follow.
 */
export async function countSearchFacets(deps: ServiceDeps, viewerId: string, filters: SearchFilters): Promise<CreatorSearchFacetsAnswer> {
  const text = searchText(filters.q);
  const conditions = filterConditions(filters, text);
  const facets = await withSearchSettings(deps.db, text, (db) => countFacets(db, visibleTo(viewerId), conditions, filters.language.map(foldText)));
  return { facets };
}

/**
 * Every facet's counts in one statement. The rows matching every other filter are read once; each facet
 * then counts them with every filter but its own, so a brand who chose TikTok still sees how many YouTube
 * creators the same search has. The lists are unnested in the select list: unnest in FROM, a lateral
 * function scan, keeps a small table per row, and cost a fifth more.
 */
export async function countFacets(
  db: Kysely<Database>,
  visible: RawBuilder<unknown>,
  conditions: Map<SearchFilterKey, RawBuilder<unknown>>,
  chosenLanguages: readonly string[],
): Promise<Record<SearchFacet, FacetCount[]>> {
  const others = [...conditions].filter(([key]) => !FACET_FILTERS.has(key)).map(([, condition]) => condition);
  const ok = (key: SearchFilterKey) => conditions.get(key) ?? sql`true`;
  const { rows } = await sql<{ facet: SearchFacet; value: string | null; count: number }>`
    with base as materialized (
      select s.platforms, s.talent_vertical, s.expertise_level, s.languages,
        ${ok('platform')} as p_ok, ${ok('vertical')} as v_ok, ${ok('expertise')} as e_ok, ${ok('language')} as l_ok
      from creator_search s
      where ${visible} and ${allOf(others)}
    )
    select 'platform' as facet, v as value, count(*)::int as count from (select unnest(platforms) v from base where v_ok and e_ok and l_ok) p group by v
    union all
    select 'vertical', talent_vertical, count(*)::int from base where p_ok and e_ok and l_ok and talent_vertical is not null group by talent_vertical
    union all
    select 'expertise_level', expertise_level, count(*)::int from base where p_ok and v_ok and l_ok group by expertise_level
    union all
    select 'language', v, count(*)::int from (select unnest(languages) v from base where p_ok and v_ok and e_ok) l group by v`.execute(db);

  const facets: Record<SearchFacet, FacetCount[]> = { platform: [], vertical: [], expertise_level: [], language: [] };
  for (const row of rows) if (row.value !== null) facets[row.facet].push({ value: row.value, count: Number(row.count) });
  for (const list of Object.values(facets)) list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  // Languages are free text: the most common ones, and always those the brand chose.
  facets.language = facets.language.filter((f, index) => index < DISCOVERY_LIMITS.languageFacetMax || chosenLanguages.includes(f.value));
  return facets;
}

/** How many a search would find without each of its filters, for a search that finds none. */
export async function countWithoutEach(
  db: Kysely<Database>,
  visible: RawBuilder<unknown>,
  conditions: Map<SearchFilterKey, RawBuilder<unknown>>,
): Promise<{ filter: SearchFilterKey; count: number }[]> {
  const keys = [...conditions.keys()];
  if (keys.length === 0) return [];
  const counts = keys.map((key) => {
    const rest = [...conditions].filter(([other]) => other !== key).map(([, condition]) => condition);
    return sql`count(*) filter (where ${allOf(rest)})::int`;
  });
  const { rows } = await sql<{ counts: number[] }>`
    select array[${sql.join(counts)}] as counts from creator_search s where ${visible}`.execute(db);
  const found = rows[0]?.counts ?? [];
  return keys.map((filter, index) => ({ filter, count: Number(found[index] ?? 0) })).filter((s) => s.count > 0).sort((a, b) => b.count - a.count);
}
