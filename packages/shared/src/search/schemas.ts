import { z } from 'zod';
import { blankToUndefined, cursorField, pageSizeField } from '../common/query-fields';
import { hasNoControlCharacters, hasNoControlExceptLines } from '../common/text-rules';
import { DELIVERABLE_TYPES } from '../deals/offers/enums';
import { HTTP_MESSAGES } from '../http/messages';
import { EXPERTISE_LEVELS, PROFILE_PLATFORMS, TALENT_VERTICALS } from '../profile/enums';
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS } from './enums';
import { DISCOVERY_LIMITS as L } from './limits';
import { DISCOVERY_MESSAGES as m } from './messages';

/*
 * One schema reads a search from either door: tRPC sends numbers, booleans and arrays; a REST query string
 * sends text, and a filter given once is a string where given twice it is an array. Empty values are
 * unset, so a form can send every field.
 */

const text = (max: number, tooLong: string) =>
  z
    .preprocess(
      blankToUndefined,
      z.string().refine(hasNoControlCharacters, HTTP_MESSAGES.controlCharacters).trim().max(max, tooLong).optional(),
    )
    .transform((value) => (value ? value : undefined));

const listOf = <Item extends z.ZodType<string>>(item: Item) =>
  z
    .preprocess(
      (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
      z.array(item).max(L.filterValuesMax, m.tooManyValues),
    )
    .transform((values) => [...new Set(values)]);

const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: m.invalidChoice });
const freeValue = z
  .string()
  .refine(hasNoControlCharacters, HTTP_MESSAGES.controlCharacters)
  .trim()
  .min(1, m.invalidChoice)
  .max(L.filterTextMax, m.filterTextTooLong);

const wholeNumber = (max: number) =>
  z.preprocess((value) => {
    const v = blankToUndefined(value);
    return typeof v === 'string' ? (/^\d{1,12}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN) : v;
  }, z.number({ error: m.wholeNumber }).int(m.wholeNumber).min(0, m.wholeNumber).max(max, m.wholeNumber).optional());

const flag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : blankToUndefined(value)),
  z.boolean({ error: m.invalidBoolean }).optional(),
);

const filterFields = z.object({
  q: text(L.queryMax, m.queryTooLong),
  platform: listOf(choice(PROFILE_PLATFORMS)),
  vertical: listOf(choice(TALENT_VERTICALS)),
  language: listOf(freeValue),
  expertise: listOf(choice(EXPERTISE_LEVELS)),
  category: listOf(freeValue),
  deliverable: listOf(choice(DELIVERABLE_TYPES)),
  location: text(L.filterTextMax, m.filterTextTooLong),
  available: flag,
  /** Only creators with a connected channel whose figures the platform confirmed (docs/connected-channels.md). */
  verified: flag,
  min_followers: wholeNumber(L.followersMax),
  max_followers: wholeNumber(L.followersMax),
  min_price_cents: wholeNumber(L.priceMaxCents),
  max_price_cents: wholeNumber(L.priceMaxCents),
  sort: z.preprocess(blankToUndefined, z.enum(SEARCH_SORTS, { error: m.invalidSort }).default(DEFAULT_SEARCH_SORT)),
});

type Ranges = Pick<z.output<typeof filterFields>, 'min_followers' | 'max_followers' | 'min_price_cents' | 'max_price_cents'>;
function checkRanges(f: Ranges, ctx: z.RefinementCtx) {
  if (f.min_followers !== undefined && f.max_followers !== undefined && f.min_followers > f.max_followers) {
    ctx.addIssue({ code: 'custom', path: ['min_followers'], message: m.followersRange });
  }
  if (f.min_price_cents !== undefined && f.max_price_cents !== undefined && f.min_price_cents > f.max_price_cents) {
    ctx.addIssue({ code: 'custom', path: ['min_price_cents'], message: m.priceRange });
  }
}

/** The filters of a creator search: what the page's URL and a saved search hold. */
export const searchFiltersSchema = filterFields.superRefine(checkRanges);
export type SearchFilters = z.output<typeof searchFiltersSchema>;
export type SearchFiltersInput = z.input<typeof searchFiltersSchema>;

/**
 * A search request: the filters, which page, and whether a first page brings the facet counts (the
 * default; a later page never does, the counts being the search's, not the page's).
 */
export const creatorSearchInputSchema = filterFields
  .extend({
    cursor: cursorField(L.cursorMax, m.invalidCursor),
    limit: pageSizeField(L.pageSizeMax, L.pageSize, m.invalidLimit),
    facets: flag.transform((value) => value ?? true),
  })
  .superRefine(checkRanges);
export type CreatorSearchInput = z.input<typeof creatorSearchInputSchema>;

/**
 * A search the page keeps among the brand's recent ones once its first page has arrived: its filters
 * and the total the page showed. Written by a POST from the page, never as a side effect of reading.
 */
export const recentSearchInputSchema = filterFields
  .extend({ total: z.number().int().min(0).max(1_000_000_000) })
  .superRefine(checkRanges);
export type RecentSearchInput = z.input<typeof recentSearchInputSchema>;

/** The filters' names as they appear in a query string, in the order a canonical query lists them. */
export const SEARCH_FILTER_KEYS = [
  'q',
  'platform',
  'vertical',
  'category',
  'language',
  'expertise',
  'deliverable',
  'location',
  'available',
  'verified',
  'min_followers',
  'max_followers',
  'min_price_cents',
  'max_price_cents',
  'sort',
] as const satisfies readonly (keyof SearchFilters)[];
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

const LIST_KEYS = new Set<SearchFilterKey>(['platform', 'vertical', 'category', 'language', 'expertise', 'deliverable']);

/** A query string's filters as the schema reads them (repeated keys as lists). */
export function searchParamsToFilters(params: URLSearchParams): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const key of SEARCH_FILTER_KEYS) {
    const values = params.getAll(key);
    if (values.length) raw[key] = LIST_KEYS.has(key) ? values : values[0];
  }
  return raw;
}

/**
 * The one way a search is written as a query string: set filters only, in a fixed order, lists sorted,
 * the default sort left out. The page's URL, recent searches and saved searches all use it, so the same
 * search is always the same text.
 */
export function filtersToQueryString(filters: SearchFilters): string {
  const params = new URLSearchParams();
  for (const key of SEARCH_FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || (key === 'sort' && value === DEFAULT_SEARCH_SORT)) continue;
    if (Array.isArray(value)) [...value].sort().forEach((v) => params.append(key, v));
    else params.set(key, String(value));
  }
  return params.toString();
}

/** The filters a search has set beyond the sort: what a zero-result answer may suggest dropping. */
export function activeFilterKeys(filters: SearchFilters): SearchFilterKey[] {
  return SEARCH_FILTER_KEYS.filter((key) => {
    if (key === 'sort') return false;
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  });
}

const listName = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .refine(hasNoControlCharacters, HTTP_MESSAGES.controlCharacters)
    .trim()
    .min(1, required)
    .max(max, tooLong);

const idField = z.string().trim().min(1).max(100);

export const shortlistCreateSchema = z.object({
  name: listName(m.shortlistNameRequired, m.shortlistNameTooLong, L.shortlistNameMax),
});
export const shortlistIdSchema = z.object({ id: idField });
export const shortlistEntrySchema = z.object({
  id: idField,
  creator_id: idField,
  note: z
    .string()
    .refine(hasNoControlExceptLines, HTTP_MESSAGES.controlCharacters)
    .trim()
    .max(L.noteMax, m.noteTooLong)
    .nullish()
    // Left out: the note stays as it is; given empty or null: the note is cleared.
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
});
export const shortlistEntryKeySchema = z.object({ id: idField, creator_id: idField });

/** A saved search: a name and the search's query string (as the page's URL holds it). */
export const savedSearchCreateSchema = z.object({
  name: listName(m.searchNameRequired, m.searchNameTooLong, L.searchNameMax),
  query: z.string().max(2000),
});
export const savedSearchIdSchema = z.object({ id: idField });

/** What a brand has typed so far in the search box, for suggestions. */
export const creatorSuggestInputSchema = z.object({
  q: z
    .string({ error: m.suggestQueryRequired })
    .refine(hasNoControlCharacters, HTTP_MESSAGES.controlCharacters)
    .trim()
    .min(L.suggestMinLength, m.suggestQueryRequired)
    .max(L.queryMax, m.queryTooLong),
});
export type CreatorSuggestInput = z.input<typeof creatorSuggestInputSchema>;
