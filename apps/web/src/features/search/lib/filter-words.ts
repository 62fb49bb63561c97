import {
  DEFAULT_SEARCH_SORT,
  DELIVERABLE_TYPE_LABELS,
  SEARCH_SORT_LABELS,
  activeFilterKeys,
  formatCents,
  type DeliverableType,
  type SearchFilterKey,
  type SearchFilters,
} from '@sponsorly/shared';
import { expertiseLabel, platformLabel, talentVerticalLabel } from '../../../lib/profile-labels';

export const deliverableLabel = (type: DeliverableType): string => DELIVERABLE_TYPE_LABELS[type];

/** Languages are free text the search folds to lower case; shown capitalised. */
export function languageLabel(language: string): string {
  return language.charAt(0).toUpperCase() + language.slice(1);
}

const joinOr = (values: readonly string[]) => values.join(' or ');
const count = (n: number) => n.toLocaleString('en-US');

/** One filter of a search in words: "TikTok or YouTube", "10,000+ followers", '"vegan cooking"'. */
export function describeFilter(filters: SearchFilters, key: SearchFilterKey): string {
  switch (key) {
    case 'q':
      return `"${filters.q ?? ''}"`;
    case 'platform':
      return joinOr(filters.platform.map((p) => platformLabel(p) ?? p));
    case 'vertical':
      return joinOr(filters.vertical.map((v) => talentVerticalLabel(v) ?? v));
    case 'expertise':
      return joinOr(filters.expertise.map((e) => expertiseLabel(e) ?? e));
    case 'deliverable':
      return joinOr(filters.deliverable.map(deliverableLabel));
    case 'category':
      return joinOr(filters.category);
    case 'language':
      return joinOr(filters.language.map(languageLabel));
    case 'location':
      return `in ${filters.location ?? ''}`;
    case 'available':
      return filters.available === false ? 'not available' : 'available now';
    case 'verified':
      return filters.verified === false ? 'not verified' : 'verified figures';
    case 'min_followers':
      return `${count(filters.min_followers ?? 0)}+ followers`;
    case 'max_followers':
      return `up to ${count(filters.max_followers ?? 0)} followers`;
    case 'min_price_cents':
      return `${formatCents(filters.min_price_cents ?? 0)} or more`;
    case 'max_price_cents':
      return `up to ${formatCents(filters.max_price_cents ?? 0)}`;
    case 'sort':
      return SEARCH_SORT_LABELS[filters.sort];
  }
}

/** A whole search in one line, for recent and saved searches: '"vegan" · TikTok · 10,000+ followers'. */
export function describeSearch(filters: SearchFilters): string {
  const parts = activeFilterKeys(filters).map((key) => describeFilter(filters, key));
  if (filters.sort !== DEFAULT_SEARCH_SORT) parts.push(`sorted by ${SEARCH_SORT_LABELS[filters.sort].toLowerCase()}`);
  return parts.length > 0 ? parts.join(' · ') : 'All creators';
}

/** "1 creator", "24 creators". */
export function creatorsCount(n: number): string {
  return `${count(n)} ${n === 1 ? 'creator' : 'creators'}`;
}
