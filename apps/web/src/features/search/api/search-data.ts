import type { PageData } from '../../../lib/page-data';
import { sessionUser } from '../../../lib/session';
import { ALONE } from '../../../lib/trpc';
import { readFilters } from '../lib/search-url';
import { countsWithResults, facetsInput, searchInput } from './use-creator-search';

/** The search page's first data: the search in its address, its counts, and the brand's own searches. */
export const searchData: PageData = async ({ utils, url }) => {
  const user = await sessionUser(utils);
  if (!user || (user.user_type !== 'brand' && !user.is_admin)) return;
  const { filters } = readFilters(url.searchParams);
  await Promise.all([
    utils.search.creators.prefetchInfinite(searchInput(filters)),
    !countsWithResults(filters) && utils.search.facets.prefetch(facetsInput(filters), { trpc: { context: ALONE } }),
    utils.search.saved.prefetch(),
    utils.search.recent.prefetch(),
  ]);
};
