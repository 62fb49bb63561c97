import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../../packages/api/src/lib/deps';
import { searchCreators, type CreatorSearchRequest } from '../../packages/api/src/search/search-creators';
import { countSearchFacets } from '../../packages/api/src/search/count-search-facets';
import { suggestCreators } from '../../packages/api/src/search/suggest-creators';
import { QUERY_KINDS, makeRequest, type QueryKind } from './queries';
import type { Random } from './random';

export interface KindResult {
  kind: QueryKind;
  queries: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The median number of creators a query of this kind matched (null when only facets are asked for). */
  medianTotal: number | null;
}

/**
 * Times one kind: `warmup` queries first (pages in memory, Node's compiler warmed up), then `count`, one
 * at a time, each a new request from the PRNG. Each is the service call the API makes: for results, the
 * page, total, cards and the recent-search write, and for a text search the facet counts with them.
 */
export async function measureKind(
  deps: ServiceDeps,
  viewerId: string,
  kind: QueryKind,
  random: Random,
  names: readonly string[],
  warmup: number,
  count: number,
): Promise<KindResult> {
  const run = timedCall(QUERY_KINDS[kind].timed);
  for (let i = 0; i < warmup; i++) await run(deps, viewerId, makeRequest(kind, random, names));
  const times: number[] = [];
  const totals: number[] = [];
  for (let i = 0; i < count; i++) {
    const request = makeRequest(kind, random, names);
    const started = performance.now();
    const total = await run(deps, viewerId, request);
    times.push(performance.now() - started);
    if (total !== null) totals.push(total);
  }
  return {
    kind,
    queries: count,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    maxMs: Math.max(...times),
    medianTotal: totals.length ? percentile(totals, 50) : null,
  };
}

/** The call timed for a kind; it answers the search's total, or null when only facets are asked for. */
function timedCall(timed: (typeof QUERY_KINDS)[QueryKind]['timed']) {
  return async (deps: ServiceDeps, viewerId: string, request: CreatorSearchRequest): Promise<number | null> => {
    switch (timed) {
      case 'results':
        return (await searchCreators(deps, viewerId, { ...request, facets: false })).total;
      case 'results with facets':
        return (await searchCreators(deps, viewerId, { ...request, facets: true })).total;
      case 'facets':
        return (await countSearchFacets(deps, viewerId, request), null);
      case 'suggest':
        return (await suggestCreators(deps, viewerId, request.q ?? '')).items.length;
      case 'floor': {
        const { rows } = await sql<{ matched: number }>`
          select count(*)::int as matched from creator_search s
          where s.visible and s.document @@ websearch_to_tsquery('english', search_fold(${request.q ?? ''}))`.execute(deps.db);
        return rows[0]?.matched ?? 0;
      }
    }
  };
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
