import { DISCOVERY_LIMITS, type CreatorSuggestion } from '@sponsorly/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { trpc } from '../../../lib/trpc';

/** A short pause after each key before asking: fast typists ask once, not at every letter. */
const SUGGEST_PAUSE_MS = 120;

/** Suggestions for the words being typed, while the box is open; none below two letters. */
export function useSuggestions(draft: string, open: boolean): CreatorSuggestion[] {
  const typed = draft.trim();
  const [asked, setAsked] = useState(typed);
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(typed), SUGGEST_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const enabled = open && asked.length >= DISCOVERY_LIMITS.suggestMinLength;
  const suggest = trpc.search.suggest.useQuery(
    { q: asked },
    { enabled, placeholderData: keepPreviousData, staleTime: 30_000, refetchOnWindowFocus: false },
  );
  return enabled && typed.length >= DISCOVERY_LIMITS.suggestMinLength ? (suggest.data?.items ?? []) : [];
}
