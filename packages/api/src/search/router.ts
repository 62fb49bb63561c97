import {
  creatorIdSchema,
  creatorSearchInputSchema,
  DISCOVERY_MESSAGES,
  ERROR_CODES,
  PROFILE_MESSAGES,
  savedSearchCreateSchema,
  savedSearchIdSchema,
  searchFiltersSchema,
} from '@sponsorly/shared';
import { z } from 'zod';
import { isAdmin } from '../auth/users';
import { AppError } from '../lib/app-error';
import { isUuid } from '../lib/uuid';
import { authedProcedure, router } from '../trpc';
import {
  creatorSearchAnswerSchema,
  creatorSearchFacetsAnswerSchema,
  recentSearchesAnswerSchema,
  savedSearchAnswerSchema,
  savedSearchesAnswerSchema,
  similarCreatorsAnswerSchema,
} from './outputs';
import { listRecentSearches } from './recent-searches';
import { deleteSavedSearch, listSavedSearches, markSavedSearchSeen, saveSearch } from './saved-searches';
import { searchCreators } from './search-creators';
import { countSearchFacets } from './search-facets';
import { findSimilarCreators } from './similar-creators';

const tags = ['Creator search'];

/** Brands and admins search creators; the role comes from the session, checked before the input is read. */
const searcherProcedure = authedProcedure.meta({ access: ['brand', 'admin'] }).use(({ ctx, next }) => {
  const user = ctx.session.user;
  if (user.user_type !== 'brand' && !isAdmin(user, ctx.deps.settings.adminEmails)) {
    throw new AppError(403, ERROR_CODES.forbidden, DISCOVERY_MESSAGES.searchBrandsOnly);
  }
  return next();
});

export const searchRouter = router({
  creators: searcherProcedure
    .meta({ openapi: { method: 'GET', path: '/creators/search', summary: 'Search creators', tags } })
    .input(creatorSearchInputSchema)
    .output(creatorSearchAnswerSchema)
    .query(({ ctx, input }) => searchCreators(ctx.deps, ctx.session.user.id, input)),

  /** The same filters' facet counts: asked for beside `creators`, so the results never wait for them. */
  facets: searcherProcedure
    .meta({ openapi: { method: 'GET', path: '/creators/search/facets', summary: 'Facet counts of a creator search', tags } })
    .input(searchFiltersSchema)
    .output(creatorSearchFacetsAnswerSchema)
    .query(({ ctx, input }) => countSearchFacets(ctx.deps, ctx.session.user.id, input)),

  recent: searcherProcedure
    .meta({ openapi: { method: 'GET', path: '/creators/recent-searches', summary: 'Your last searches', tags } })
    .output(recentSearchesAnswerSchema)
    .query(async ({ ctx }) => ({ searches: await listRecentSearches(ctx.deps, ctx.session.user.id) })),

  /** Like the creator's page itself: brands and admins, and the creator at their own. */
  similar: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/creators/{id}/similar', summary: 'Creators like this one', tags },
      refusals: ['forbidden', 'not_found'],
    })
    .input(creatorIdSchema)
    .output(similarCreatorsAnswerSchema)
    .query(async ({ ctx, input }) => {
      const user = ctx.session.user;
      if (user.user_type !== 'brand' && user.id !== input.id && !isAdmin(user, ctx.deps.settings.adminEmails)) {
        throw new AppError(403, ERROR_CODES.forbidden, PROFILE_MESSAGES.creatorForbidden);
      }
      if (!isUuid(input.id)) throw new AppError(404, ERROR_CODES.notFound, PROFILE_MESSAGES.creatorNotFound);
      return { items: await findSimilarCreators(ctx.deps, user.id, input.id) };
    }),

  save: searcherProcedure
    .meta({
      openapi: { method: 'POST', path: '/saved-searches', summary: 'Save a search', tags },
      successStatus: 201,
      refusals: ['conflict'],
    })
    .input(savedSearchCreateSchema)
    .output(savedSearchAnswerSchema)
    .mutation(async ({ ctx, input }) => ({ search: await saveSearch(ctx.deps, ctx.session.user.id, input.name, input.query) })),

  saved: searcherProcedure
    .meta({ openapi: { method: 'GET', path: '/saved-searches', summary: 'Your saved searches, with what is new in each', tags } })
    .output(savedSearchesAnswerSchema)
    .query(async ({ ctx }) => ({ searches: await listSavedSearches(ctx.deps, ctx.session.user.id) })),

  markSeen: searcherProcedure
    .meta({
      openapi: { method: 'POST', path: '/saved-searches/{id}/seen', summary: 'Mark a saved search as looked at', tags },
      refusals: ['not_found'],
    })
    .input(savedSearchIdSchema)
    .output(savedSearchAnswerSchema)
    .mutation(async ({ ctx, input }) => ({ search: await markSavedSearchSeen(ctx.deps, ctx.session.user.id, input.id) })),

  removeSaved: searcherProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/saved-searches/{id}', summary: 'Delete a saved search', tags },
      successStatus: 204,
      refusals: ['not_found'],
    })
    .input(savedSearchIdSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteSavedSearch(ctx.deps, ctx.session.user.id, input.id)),
});
