import {
  PLATFORM_LABELS,
  PROFILE_PLATFORMS,
  TALENT_VERTICALS,
  TALENT_VERTICAL_LABELS,
  type ProfilePlatform,
  type TalentVertical,
} from '@sponsorly/shared';
import { RotateCw, Search, SearchX } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { readApiError } from '../../../lib/api-error';
import { useOpenCampaigns } from '../api/use-open-campaigns';
import type { BrowseFilters } from '../lib/browse-url';
import { plural } from '../lib/campaign-words';
import { CampaignCard } from './campaign-card';

/**
 * A match score from which a card says "Good match": a shared platform (4) alone, or the vertical (3)
 * with a category (2) or a language (1). A shared language alone (1) is too little to say so.
 */
const GOOD_MATCH = 4;

const PLATFORM_OPTIONS = [
  { value: '', label: 'Any platform' },
  ...PROFILE_PLATFORMS.map((p) => ({ value: p, label: PLATFORM_LABELS[p] })),
];
const VERTICAL_OPTIONS = [
  { value: '', label: 'Any vertical' },
  ...TALENT_VERTICALS.map((v) => ({ value: v, label: TALENT_VERTICAL_LABELS[v] })),
];

/**
 * A filter's value as the person just set it, until the address it is kept in catches up: the router
 * changes the address as a transition, and a controlled field would show its old value meanwhile.
 */
function useShownValue<T>(value: T): [T, (next: T) => void] {
  const [shown, setShown] = useState({ for: value, value });
  return [shown.for === value ? shown.value : value, (next: T) => setShown({ for: value, value: next })];
}

interface BrowseCampaignsProps {
  filters: BrowseFilters;
  onChange: (next: BrowseFilters) => void;
}

/** Open public campaigns, best matches first, with words, a platform and a vertical to narrow them. */
export function BrowseCampaigns({ filters, onChange }: BrowseCampaignsProps) {
  const titleId = useId();
  const list = useOpenCampaigns(
    {
      q: filters.q || undefined,
      platform: filters.platform ? [filters.platform] : [],
      vertical: filters.vertical ? [filters.vertical] : [],
      ...(filters.verified ? { verified: true } : {}),
    },
    true,
  );
  // The words as typed; the search runs when the form is sent. A new address (Back, a link) starts afresh.
  const [typed, setTyped] = useState({ for: filters.q, text: filters.q });
  const words = typed.for === filters.q ? typed.text : filters.q;
  const filtered = Boolean(filters.q || filters.platform || filters.vertical || filters.verified);
  const [platform, showPlatform] = useShownValue(filters.platform);
  const [vertical, showVertical] = useShownValue(filters.vertical);
  const [verified, showVerified] = useShownValue(filters.verified);

  function search(event: FormEvent) {
    event.preventDefault();
    onChange({ ...filters, q: words.trim() });
  }

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="browse" aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        Open campaigns
      </h2>
      <div className="browse__filters">
        <form role="search" className="browse__search" onSubmit={search}>
          <TextField
            label="Search campaigns"
            type="search"
            value={words}
            maxLength={200}
            placeholder="e.g. smoothie, skincare, travel"
            onChange={(event) => setTyped({ for: filters.q, text: event.target.value })}
          />
          <Button type="submit" variant="secondary" icon={<Search aria-hidden="true" />}>
            Search
          </Button>
        </form>
        <SelectField
          label="Platform"
          options={PLATFORM_OPTIONS}
          value={platform}
          onChange={(event) => {
            showPlatform(event.target.value as ProfilePlatform | '');
            onChange({ ...filters, platform: event.target.value as ProfilePlatform | '' });
          }}
        />
        <SelectField
          label="Vertical"
          options={VERTICAL_OPTIONS}
          value={vertical}
          onChange={(event) => {
            showVertical(event.target.value as TalentVertical | '');
            onChange({ ...filters, vertical: event.target.value as TalentVertical | '' });
          }}
        />
        <CheckboxField
          label="Verified brands only"
          checked={verified}
          onChange={(event) => {
            showVerified(event.target.checked);
            onChange({ ...filters, verified: event.target.checked });
          }}
        />
      </div>

      <div aria-live="polite" className="browse__status">
        {list.isSuccess && !list.isPlaceholderData && (
          <p className="text-muted">
            {items.length === 0
              ? 'No open campaigns'
              : list.hasNextPage
                ? `Showing the first ${items.length} campaigns, best matches first`
                : `${plural(items.length, 'open campaign')}, best matches first`}
          </p>
        )}
      </div>

      {list.isPending ? (
        <PageSpinner label="Finding campaigns..." />
      ) : list.isError && !list.data ? (
        <Alert tone="error">
          <p>{readApiError(list.error).message ?? 'The campaigns could not be loaded.'}</p>
          <Button variant="secondary" size="sm" icon={<RotateCw aria-hidden="true" />} onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <div className="campaigns-empty">
          <SearchX aria-hidden="true" />
          <p className="campaigns-empty__title">
            {filtered ? 'No campaign matches these filters' : 'No open campaigns right now'}
          </p>
          <p className="text-muted">
            {filtered
              ? 'Try other words, any platform and vertical, or every brand.'
              : 'Brands publish new campaigns every week. Check back soon.'}
          </p>
          {filtered && (
            <Button variant="secondary" onClick={() => onChange({ q: '', platform: '', vertical: '', verified: false })}>
              Clear filters
            </Button>
          )}
        </div>
      ) : (
        <>
          <ul
            className={list.isPlaceholderData ? 'campaign-cards campaign-cards--stale' : 'campaign-cards'}
            aria-busy={list.isPlaceholderData}
          >
            {items.map((campaign) => (
              <li key={campaign.id}>
                <CampaignCard campaign={campaign} matched={campaign.match_score >= GOOD_MATCH} />
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError && (
            <Alert tone="error">{readApiError(list.error).message ?? 'More campaigns could not be loaded.'}</Alert>
          )}
          {list.hasNextPage && (
            <div className="browse__more">
              <Button
                variant="secondary"
                busy={list.isFetchingNextPage}
                busyText="Loading more..."
                onClick={() => void list.fetchNextPage()}
              >
                Show more campaigns
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
