import { DISCOVERY_MESSAGES, type SearchFilters } from '@sponsorly/shared';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import {
  DELIVERABLE_OPTIONS,
  expertiseOptions,
  languageOptions,
  platformOptions,
  verticalOptions,
  verifiedLabel,
  type Facets,
} from '../lib/filter-options';
import { followersText, priceText, readFollowersText, readPriceText } from '../lib/range-text';
import { toggleValue } from '../lib/search-url';
import { CategoryFilter } from './category-filter';
import { CheckboxGroup } from './checkbox-group';
import { RangeFields } from './range-fields';
import { TextFilter } from './text-filter';
import './filter-panel.css';

interface FilterPanelProps {
  filters: SearchFilters;
  /** The counts of the search on screen; absent while the first answer loads. */
  facets: Facets | undefined;
  onChange: (next: SearchFilters) => void;
}

/** Every filter of the search. Each change applies at once (and is a step back for the back button). */
export function FilterPanel({ filters, facets, onChange }: FilterPanelProps) {
  const set = (patch: Partial<SearchFilters>) => onChange({ ...filters, ...patch });
  // The values come from the options, which list only what the filter accepts.
  const toggle = (key: 'platform' | 'vertical' | 'expertise' | 'language' | 'deliverable') => (value: string) =>
    onChange({ ...filters, [key]: toggleValue<string>(filters[key], value) } as SearchFilters);

  return (
    <div className="filter-panel">
      <CheckboxGroup
        legend="Platform"
        options={platformOptions(facets)}
        chosen={filters.platform}
        onToggle={toggle('platform')}
      />
      <CheckboxGroup
        legend="Talent vertical"
        options={verticalOptions(facets)}
        chosen={filters.vertical}
        onToggle={toggle('vertical')}
        collapseAfter={6}
      />
      <CategoryFilter chosen={filters.category} onChange={(category) => set({ category })} />
      <CheckboxField
        className="filter-group"
        label="Available for collaborations"
        checked={filters.available === true}
        onChange={(event) => set({ available: event.target.checked ? true : undefined })}
      />
      <CheckboxField
        className="filter-group"
        label={verifiedLabel(facets)}
        checked={filters.verified === true}
        onChange={(event) => set({ verified: event.target.checked ? true : undefined })}
      />
      <RangeFields
        legend="Followers"
        hint="On their largest platform, like 10k or 1.5m."
        min={filters.min_followers}
        max={filters.max_followers}
        read={readFollowersText}
        write={followersText}
        rangeMessage={DISCOVERY_MESSAGES.followersRange}
        inputMode="text"
        onApply={(min_followers, max_followers) => set({ min_followers, max_followers })}
      />
      <RangeFields
        legend="Price from (USD)"
        hint="Their lowest package, in dollars."
        min={filters.min_price_cents}
        max={filters.max_price_cents}
        read={readPriceText}
        write={priceText}
        rangeMessage={DISCOVERY_MESSAGES.priceRange}
        inputMode="decimal"
        onApply={(min_price_cents, max_price_cents) => set({ min_price_cents, max_price_cents })}
      />
      <CheckboxGroup
        legend="Deliverables"
        options={DELIVERABLE_OPTIONS}
        chosen={filters.deliverable}
        onToggle={toggle('deliverable')}
        collapseAfter={5}
      />
      <CheckboxGroup
        legend="Expertise level"
        options={expertiseOptions(facets)}
        chosen={filters.expertise}
        onToggle={toggle('expertise')}
      />
      <CheckboxGroup
        legend="Language"
        options={languageOptions(facets, filters)}
        chosen={filters.language}
        onToggle={toggle('language')}
        collapseAfter={6}
      />
      <TextFilter
        label="Location"
        hint="A city, region or country."
        value={filters.location}
        onApply={(location) => set({ location })}
      />
    </div>
  );
}
