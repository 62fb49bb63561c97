import { SEARCH_FACETS, SEARCH_FILTER_KEYS, SIMILARITY_TERM_KINDS, type SearchFacet } from '@sponsorly/shared';
import { z } from 'zod';
import { creatorCardSchema } from '../creator-cards/outputs';

const facetCounts = z.array(z.object({ value: z.string(), count: z.number().int() }));

const facetsSchema = z
  .object(Object.fromEntries(SEARCH_FACETS.map((f) => [f, facetCounts])) as Record<SearchFacet, typeof facetCounts>)
  .meta({
    description:
      "Per facet, the creators matching every filter but that facet's own, by value; languages: the 12 most common and any chosen.",
  });

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
});

export const creatorSearchFacetsAnswerSchema = z.object({ facets: facetsSchema });

export const similarCreatorsAnswerSchema = z.object({
  items: z.array(
    z.object({
      creator: creatorCardSchema,
      shared_terms: z.array(z.object({ kind: z.enum(SIMILARITY_TERM_KINDS), value: z.string() })),
    }),
  ),
});

export const recentSearchesAnswerSchema = z.object({
  searches: z.array(z.object({ query: z.string(), searched_at: z.string(), total: z.number().int() })),
});

const savedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  query: z.string().meta({ description: 'The search as a query string of GET /api/creators/search.' }),
  new_count: z.number().int().meta({ description: 'Creators matching it who entered search since it was last opened.' }),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export const savedSearchAnswerSchema = z.object({ search: savedSearchSchema });
export const savedSearchesAnswerSchema = z.object({ searches: z.array(savedSearchSchema) });
