import { z } from 'zod';
import { nextCursorField } from '../common/query-fields';
import { AUDIENCE_SOURCES } from '../audience/enums';
import { CURRENCIES } from '../deals/offers/enums';
import { imageViewSchema } from '../photos/views';
import { PROFILE_PLATFORMS, TALENT_VERTICALS } from '../profile/enums';
import { SEARCH_FACETS, SIMILARITY_TERM_KINDS, SUGGESTION_KINDS, type SearchFacet } from './enums';
import { INVITATION_STATUSES } from '../marketplace/enums';
import { SEARCH_FILTER_KEYS } from './schemas';

/**
 * A creator as a search result, a list entry or a "more like this" suggestion show it; never the email.
 * `categories` holds the first few of the creator's categories, as they wrote them.
 */
export const creatorCardSchema = z
  .object({
    id: z.uuid(),
    handle: z.string().meta({ description: 'The creator page’s address: /c/<handle>.' }),
    first_name: z.string(),
    last_name: z.string(),
    profile_image: z.string().nullable(),
    photo: imageViewSchema.nullable().meta({ description: 'The uploaded profile photo; null shows the initials.' }),
    cover: imageViewSchema
      .nullable()
      .meta({ description: 'The first picture of the creator’s portfolio (a picture or a video’s poster frame).' }),
    platform: z.enum(PROFILE_PLATFORMS).nullable(),
    talent_vertical: z.enum(TALENT_VERTICALS).nullable(),
    location: z.string().nullable(),
    categories: z.array(z.string()),
    followers: z.number().int().nullable().meta({ description: 'The largest audience across the creator’s platforms.' }),
    followers_source: z.enum(AUDIENCE_SOURCES).nullable().meta({ description: '`self_reported` until verified.' }),
    followers_platform: z.enum(PROFILE_PLATFORMS).nullable().meta({ description: 'The platform `followers` is counted on.' }),
    followers_verified_at: z
      .string()
      .nullable()
      .meta({ description: 'When the connected channel last confirmed `followers`; null when self-reported.' }),
    price_from_cents: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The lowest price on the rate card, integer minor units of `currency`.' }),
    currency: z.enum(CURRENCIES),
    available_for_hire: z.boolean(),
  })
  .meta({ id: 'CreatorCard' });
export type CreatorCard = z.infer<typeof creatorCardSchema>;

const facetCounts = z.array(z.object({ value: z.string(), count: z.number().int() }));
export type FacetCount = z.infer<typeof facetCounts>[number];

const facetsSchema = z
  .object(Object.fromEntries(SEARCH_FACETS.map((f) => [f, facetCounts])) as Record<SearchFacet, typeof facetCounts>)
  .meta({
    description:
      "Per facet, the creators matching every filter but that facet's own, by value; languages: the 12 most common and any chosen.",
  });
export type SearchFacetCounts = z.infer<typeof facetsSchema>;

/**
 * One page of a creator search. The facets come with a first page, unless asked without
 * (`facets: false`); null otherwise. The suggestions name the filters whose removal would give results,
 * when a search gives none.
 */
export const creatorSearchAnswerSchema = z.object({
  items: z.array(creatorCardSchema),
  total: z.number().int(),
  facets: facetsSchema
    .nullable()
    .meta({ description: 'With a first page, unless asked with `facets=false`; null on later pages.' }),
  next_cursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last page.' }),
  suggestions: z
    .array(z.object({ filter: z.enum(SEARCH_FILTER_KEYS), count: z.number().int() }))
    .meta({ description: 'When nothing matches: the filters whose removal would find creators, and how many.' }),
  did_you_mean: z.string().nullable().meta({
    description:
      'When nothing matches: the closest query made of words creators use, which finds some (null when there is none).',
  }),
});
export type CreatorSearchAnswer = z.infer<typeof creatorSearchAnswerSchema>;
/** A filter whose removal would give results, when a search gives none. */
export type SearchSuggestion = CreatorSearchAnswer['suggestions'][number];

/** A search's facet counts on their own, for a page that shows its results without waiting for them. */
export const creatorSearchFacetsAnswerSchema = z.object({ facets: facetsSchema });
export type CreatorSearchFacetsAnswer = z.infer<typeof creatorSearchFacetsAnswerSchema>;

export const similarCreatorsAnswerSchema = z.object({
  items: z.array(
    z.object({
      creator: creatorCardSchema,
      shared_terms: z.array(z.object({ kind: z.enum(SIMILARITY_TERM_KINDS), value: z.string() })),
    }),
  ),
});
export type SimilarCreator = z.infer<typeof similarCreatorsAnswerSchema>['items'][number];
export type SharedTerm = SimilarCreator['shared_terms'][number];

/** The viewer's recent searches; each `query` is the canonical query string (filtersToQueryString). */
export const recentSearchesAnswerSchema = z.object({
  searches: z.array(z.object({ query: z.string(), searched_at: z.string(), total: z.number().int() })),
});
export type RecentSearchView = z.infer<typeof recentSearchesAnswerSchema>['searches'][number];

const savedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  query: z.string().meta({ description: 'The search as a query string of GET /api/creators/search.' }),
  new_count: z.number().int().meta({ description: 'Creators matching it who entered search since it was last opened.' }),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type SavedSearchView = z.infer<typeof savedSearchSchema>;
export const savedSearchAnswerSchema = z.object({ search: savedSearchSchema });
export const savedSearchesAnswerSchema = z.object({ searches: z.array(savedSearchSchema) });

// Shortlists and hidden creators (packages/api/src/shortlists).

const entrySchema = z.object({
  creator: creatorCardSchema,
  note: z.string().nullable(),
  added_at: z.string(),
});
export type ShortlistEntryView = z.infer<typeof entrySchema>;

const shortlistSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    is_default: z.boolean().meta({ description: 'The "Saved" list every brand has; it cannot be deleted.' }),
    created_at: z.string(),
    entries: z.array(entrySchema).meta({ description: 'Newest first; creators who left search are left out.' }),
  })
  .meta({ id: 'Shortlist' });
export type ShortlistView = z.infer<typeof shortlistSchema>;

export const shortlistAnswerSchema = z.object({ shortlist: shortlistSchema });
export const shortlistsAnswerSchema = z.object({ shortlists: z.array(shortlistSchema) });
export const shortlistEntryAnswerSchema = z.object({ entry: entrySchema });
export const hiddenCreatorsAnswerSchema = z.object({ items: z.array(creatorCardSchema), next_cursor: nextCursorField });
/** What a brand's dashboard counts. */
export const discoverySummaryAnswerSchema = z.object({
  saved_creators: z.number().int().meta({ description: 'Creators in any of the brand’s lists, each once.' }),
  recent_searches: z.number().int(),
});
export type DiscoverySummary = z.infer<typeof discoverySummaryAnswerSchema>;
/** Where a creator stands with the brand looking at their page. */
export const creatorStandingAnswerSchema = z.object({
  hidden: z.boolean(),
  shortlist_ids: z.array(z.uuid()).meta({ description: 'The brand’s lists holding this creator.' }),
});
export type CreatorStanding = z.infer<typeof creatorStandingAnswerSchema>;

/** Suggestions as a brand types: creators by name, categories and locations, at most 8 in all. */
export const creatorSuggestAnswerSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(SUGGESTION_KINDS),
      label: z.string().meta({ description: 'As shown: the name, or the category or location as creators wrote it.' }),
      creator_id: z.uuid().nullable().meta({ description: 'The creator, for a name; null otherwise.' }),
      creators: z
        .number()
        .int()
        .meta({ description: 'How many creators in search have this category or location; 1 for a name.' }),
    }),
  ),
});
export type CreatorSuggestAnswer = z.infer<typeof creatorSuggestAnswerSchema>;
export type CreatorSuggestion = CreatorSuggestAnswer['items'][number];

/** The brand's open campaigns a creator can be invited to, each saying whether they already are. */
export const inviteCampaignsAnswerSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      application_deadline: z.string().nullable(),
      invitation_status: z
        .enum(INVITATION_STATUSES)
        .nullable()
        .meta({ description: "The creator's invitation to this campaign, or null when not invited." }),
    }),
  ),
});
export type InviteCampaignsAnswer = z.infer<typeof inviteCampaignsAnswerSchema>;
export type InviteCampaign = InviteCampaignsAnswer['items'][number];
