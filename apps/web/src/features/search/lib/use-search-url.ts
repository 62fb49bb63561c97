import { filtersToQueryString, type SearchFilters } from '@sponsorly/shared';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { readFilters, readInvite, searchPath, searchQueryOf } from './search-url';

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
  // Invite mode (a campaign's "Invite creators") stays on through every change of the search.
  const invite = readInvite(params);
  const canonical = filtersToQueryString(filters);
  const address = searchQueryOf(filters, invite);

  useEffect(() => {
    if (query === address) return;
    const state: UrlState = problem ? { urlProblem: problem } : {};
    void navigate(searchPath(filters, invite), { replace: true, preventScrollReset: true, state });
  }, [query, address, filters, invite, problem, navigate]);

  const apply = useCallback(
    (next: SearchFilters, options: { replace?: boolean } = {}) => {
      if (filtersToQueryString(next) === canonical) return;
      void navigate(searchPath(next, invite), { replace: options.replace ?? false, preventScrollReset: true });
    },
    [canonical, invite, navigate],
  );

  const urlProblem = problem ?? (location.state as UrlState | null)?.urlProblem ?? null;
  return { filters, query: canonical, invite, urlProblem, apply };
}
