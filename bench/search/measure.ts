import type { ServiceDeps } from '../../packages/api/src/lib/deps';
import { foldText, searchCreators, type CreatorSearchRequest } from '../../packages/api/src/search/search-creators';
import { filterConditions, searchText, visibleTo, withSearchSettings } from '../../packages/api/src/search/search-conditions';
import { countFacets } from '../../packages/api/src/search/search-facets';
import { makeRequest, type QueryKind } from './queries';
import type { Random } from './random';

export interface KindResult {
  kind: QueryKind;
  queries: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The median number of creators a query of this kind matched. */
  medianTotal: number;
}

/**
 * Times one kind: `warmup` queries first (pages in memory, Node's compiler warmed up), then `count`, one
 * at a time, each a new request from the PRNG. A search is the whole service call, as the API runs it:
 * page, facets, cards and the recent-search write.
 */
export async function measureKind(deps: ServiceDeps, viewerId: string, kind: QueryKind, random: Random, names: readonly string[], warmup: number, count: number): Promise<KindResult> {
  const run = kind.startsWith('facets only') ? facetsOnly : searchCreators;
  for (let i = 0; i < warmup; i++) await run(deps, viewerId, makeRequest(kind, random, names));
  const times: number[] = [];
  const totals: number[] = [];
  for (let i = 0; i < count; i++) {
    const request = makeRequest(kind, random, names);
    const started = performance.now();
    const answer = await run(deps, viewerId, request);
    times.push(performance.now() - started);
    totals.push(answer.total);
  }
  return {
    kind, queries: count, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), p99Ms: percentile(times, 99),
    maxMs: Math.max(...times), medianTotal: percentile(totals, 50),
  };
}

/** The facets statement alone, built as searchCreators builds it. */
async function facetsOnly(deps: ServiceDeps, viewerId: string, request: CreatorSearchRequest) {
  const text = searchText(request.q);
  const conditions = filterConditions(request, text);
  return withSearchSettings(deps.db, text, (db) => countFacets(db, visibleTo(viewerId), conditions, request.language.map(foldText)));
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
