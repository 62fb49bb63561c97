import {
  DISCOVERY_LIMITS,
  type SearchFacet,
  type SearchFacetCounts,
  type SearchFilterKey,
  type SearchFilters,
} from '@sponsorly/shared';
import { sql, type Database, type Kysely, type RawBuilder } from '@sponsorly/db';
import { allOf, foldText } from './search-conditions';

/** Which filter narrows each facet. */
const FACET_FILTER: Record<SearchFacet, SearchFilterKey> = {
  platform: 'platform',
  vertical: 'vertical',
  expertise_level: 'expertise',
  language: 'language',
  verified: 'verified',
};
const FACET_FILTERS = new Set(Object.values(FACET_FILTER));

/**
 * A search's conditions split for counting facets. Each facet counts the creators matching every filter
 * but its own, so a brand who chose TikTok still sees how many YouTube creators the same search has: the
 * rows read are those matching the other filters and failing at most one facet's (`others`), and
 * `columns` says for each row whether each facet's filter passes (p_ok, v_ok, e_ok, l_ok, r_ok; `allPass`
 * all of them), beside what is counted.
 * Platform, vertical and level are asked of the row's `facet_code` bits: one integer test per row where
 * the filter's own condition compares arrays (a browse's counts read tens of thousands of rows). The two
 * agree because search_facet_values() codes every value of the shared enums, which the facets' route
 * test pins ("are coded with every platform, vertical and level there is").
 */
export function splitFacetFilters(conditions: Map<SearchFilterKey, RawBuilder<unknown>>, filters: SearchFilters) {
  const hasBits = (facet: CodedFacet, values: readonly string[]) =>
    values.length ? sql`s.facet_code & ${chosenBits(facet, values)} <> 0` : undefined;
  const facetFilters = {
    p_ok: hasBits('platform', filters.platform),
    v_ok: hasBits('vertical', filters.vertical),
    e_ok: hasBits('expertise_level', filters.expertise),
    l_ok: conditions.get('language'),
    r_ok: conditions.get('verified'),
  };
  const chosen = Object.values(facetFilters).filter((condition) => condition !== undefined);
  const others = allOf([...conditions].filter(([key]) => !FACET_FILTERS.has(key)).map(([, condition]) => condition));
  // A row failing two of the facets' filters counts in no facet (each counts the rows passing all the
  // others) and is no match: it is left out before it is kept or grouped.
  const failsAtMostOne = sql`(${sql.join(
    chosen.map((condition) => sql`(${condition})::int`),
    sql` + `,
  )}) >= ${chosen.length - 1}`;
  return {
    others: chosen.length < 2 ? others : sql`${others} and ${failsAtMostOne}`,
    columns: sql`s.facet_code, s.languages, s.verified, ${sql.join(
      Object.entries(facetFilters).map(([name, condition]) => sql`${condition ?? sql`true`} as ${sql.raw(name)}`),
    )}`,
    allPass: sql`p_ok and v_ok and e_ok and l_ok and r_ok`,
  };
}

/** The facets coded as bits of `facet_code` (search_facet_values(), migration 0017). */
type CodedFacet = 'platform' | 'vertical' | 'expertise_level';

/** The bits standing for the chosen values of one facet, worked out once per statement. */
function chosenBits(facet: CodedFacet, values: readonly string[]): RawBuilder<unknown> {
  return sql`(select coalesce(bit_or(1::bigint << bit_index), 0) from search_facet_values() where facet = ${facet} and value = any(cast(${values} as text[])))`;
}

/** A facet count as a statement answers it. */
export interface FacetRow {
  facet: SearchFacet;
  value: string;
  count: number;
}

/**
 * Every facet's counts over `relation`, rows of splitFacetFilters' columns. Platforms, vertical and level
 * are the bits of `facet_code` (migration 0017). The rows are grouped twice in one pass, by their platform
 * bits and by the rest (vertical and level), a few dozen groups each where the whole code makes thousands,
 * and each group's bits are decoded by search_facet_values(). Languages are free text, unnested.
 */
export function facetCountsFrom(relation: RawBuilder<unknown>): RawBuilder<FacetRow> {
  const platformBits = sql`(select bit_or(1::bigint << bit_index) from search_facet_values() where facet = 'platform')`;
  return sql<FacetRow>`
    select f.facet, f.value, sum(c.n)::int as count
    from (
      select coalesce(platforms, profile) as code, p_ok, v_ok, e_ok, l_ok, count(*) as n
      from (select facet_code & ${platformBits} as platforms, facet_code & ~${platformBits} as profile, p_ok, v_ok, e_ok, l_ok
        from ${relation} where r_ok) r
      group by grouping sets ((platforms, p_ok, v_ok, e_ok, l_ok), (profile, p_ok, v_ok, e_ok, l_ok))) c
    join search_facet_values() f on c.code & (1::bigint << f.bit_index) <> 0
    where case f.facet
      when 'platform' then c.v_ok and c.e_ok and c.l_ok
      when 'vertical' then c.p_ok and c.e_ok and c.l_ok
      else c.p_ok and c.v_ok and c.l_ok end
    group by f.facet, f.value
    union all
    select 'language', v, count(*)::int from (select unnest(languages) v from ${relation} where p_ok and v_ok and e_ok and r_ok) l group by v
    union all
    select 'verified', 'true', count(*)::int from ${relation} where verified and p_ok and v_ok and e_ok and l_ok having count(*) > 0`;
}

/** The counts by facet, largest first; languages the most common ones and always those the brand chose. */
export function readFacets(rows: readonly FacetRow[], chosenLanguages: readonly string[]): SearchFacetCounts {
  const facets: SearchFacetCounts = { platform: [], vertical: [], expertise_level: [], language: [], verified: [] };
  for (const row of rows) facets[row.facet].push({ value: row.value, count: Number(row.count) });
  for (const list of Object.values(facets)) list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const chosen = chosenLanguages.map(foldText);
  facets.language = facets.language.filter((f, index) => index < DISCOVERY_LIMITS.languageFacetMax || chosen.includes(f.value));
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
  return keys
    .map((filter, index) => ({ filter, count: Number(found[index] ?? 0) }))
    .filter((s) => s.count > 0)
    .sort((a, b) => b.count - a.count);
}
