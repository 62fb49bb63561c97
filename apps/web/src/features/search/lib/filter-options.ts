import {
  DELIVERABLE_TYPES,
  EXPERTISE_LEVELS,
  PROFILE_PLATFORMS,
  TALENT_VERTICALS,
  type FacetCount,
  type SearchFacet,
  type SearchFilters,
} from '@sponsorly/shared';
import { expertiseLabel, platformLabel, talentVerticalLabel } from '../../../lib/profile-labels';
import { deliverableLabel, languageLabel } from './filter-words';

export type Facets = Record<SearchFacet, FacetCount[]>;

export interface CheckboxOption {
  value: string;
  label: string;
  /** Creators the search would find with this value (a facet count); absent when not counted. */
  count?: number;
}

/** A facet's count of one value: 0 when the search counted and found none, absent before it counted. */
function countOf(facets: Facets | undefined, facet: SearchFacet, value: string): number | undefined {
  if (!facets) return undefined;
  return facets[facet].find((f) => f.value === value)?.count ?? 0;
}

/** "Verified figures (12)": how many creators the search finds with a platform's confirmation; no count before it counted. */
export function verifiedLabel(facets: Facets | undefined): string {
  const count = countOf(facets, 'verified', 'true');
  return count === undefined ? 'Verified figures only' : `Verified figures only (${count.toLocaleString('en-US')})`;
}

export function platformOptions(facets: Facets | undefined): CheckboxOption[] {
  return PROFILE_PLATFORMS.map((p) => ({ value: p, label: platformLabel(p) ?? p, count: countOf(facets, 'platform', p) }));
}

/** Verticals with creators first (the list is long and collapsed), the rest in the usual order. */
export function verticalOptions(facets: Facets | undefined): CheckboxOption[] {
  const options = TALENT_VERTICALS.map((v) => ({
    value: v,
    label: talentVerticalLabel(v) ?? v,
    count: countOf(facets, 'vertical', v),
  }));
  return options
    .map((o, index) => ({ o, index }))
    .sort((a, b) => (b.o.count ?? 0) - (a.o.count ?? 0) || a.index - b.index)
    .map(({ o }) => o);
}

export function expertiseOptions(facets: Facets | undefined): CheckboxOption[] {
  return EXPERTISE_LEVELS.map((e) => ({ value: e, label: expertiseLabel(e) ?? e, count: countOf(facets, 'expertise_level', e) }));
}

/** Languages are free text: the ones the search counted (the most common), and any the brand chose. */
export function languageOptions(facets: Facets | undefined, filters: SearchFilters): CheckboxOption[] {
  const counted = (facets?.language ?? []).map((f) => ({ value: f.value, label: languageLabel(f.value), count: f.count }));
  const extra = filters.language
    .filter((l) => !counted.some((c) => c.value === l))
    .map((l) => ({ value: l, label: languageLabel(l), count: countOf(facets, 'language', l) }));
  return [...counted, ...extra];
}

export const DELIVERABLE_OPTIONS: CheckboxOption[] = DELIVERABLE_TYPES.map((d) => ({ value: d, label: deliverableLabel(d) }));
