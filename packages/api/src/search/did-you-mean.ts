import type { SearchFilters } from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import { allOf, filterConditions, readSearchText, visibleTo, withSearchSettings, type SearchText } from './search-conditions';
import { didYouMeanQuery } from './typo-tolerance';

/**
 * When a plain query finds nothing: the closest query made of words creators use (each unknown word
 * replaced by its closest lexicon word), offered only if it finds someone this brand may see with the
 * same filters, so the link never leads to another empty page.
 */
export async function findDidYouMean(
  db: Kysely<Database>,
  viewerId: string,
  filters: SearchFilters,
  text: SearchText | null,
): Promise<string | null> {
  const query = text ? didYouMeanQuery(text.typed) : null;
  if (!query) return null;
  const suggested = await readSearchText(db, query);
  const conditions = filterConditions({ ...filters, q: query }, suggested);
  const { rows } = await withSearchSettings(db, suggested, (trx) =>
    sql<{ found: boolean }>`
      select exists (select 1 from creator_search s where ${visibleTo(viewerId)} and ${allOf(conditions.values())}) as found`.execute(
      trx,
    ),
  );
  return rows[0]?.found ? query : null;
}
