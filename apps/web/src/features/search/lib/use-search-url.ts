import { filtersToQueryString, type SearchFilters } from '@sponsorly/shared';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { readFilters, searchPath } from './search-url';

interface UrlState {
  /** What was wrong with the address the page was opened at, kept across the clean-up below. */
  urlProblem?: string;
}

/**
 * The search lives in the page's address: shareable, and the back button steps through it. Each change
 * is a history entry (typing replaces its own entry, see SearchBox). An address written another way (a
 * different order, a bad value) is replaced by the canonical one, so the same search is the same URL.
 */
export function useSearchUrl() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const query = params.toString();
  const { filters, problem } = useMemo(() => readFilters(new URLSearchParams(query)), [query]);
  const canonical = filtersToQueryString(filters);

  useEffect(() => {
    if (query === canonical) return;
    const state: UrlState = problem ? { urlProblem: problem } : {};
    void navigate(searchPath(filters), { replace: true, preventScrollReset: true, state });
  }, [query, canonical, filters, problem, navigate]);

  const apply = useCallback(
    (next: SearchFilters, options: { replace?: boolean } = {}) => {
      if (filtersToQueryString(next) === canonical) return;
      void navigate(searchPath(next), { replace: options.replace ?? false, preventScrollReset: true });
    },
    [canonical, navigate],
  );

  const urlProblem = problem ?? (location.state as UrlState | null)?.urlProblem ?? null;
  return { filters, query: canonical, urlProblem, apply };
}
