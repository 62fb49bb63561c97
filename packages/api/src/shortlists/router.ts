import {
  DISCOVERY_MESSAGES,
  creatorIdSchema,
  shortlistCreateSchema,
  shortlistEntryKeySchema,
  shortlistEntrySchema,
  shortlistIdSchema,
} from '@sponsorly/shared';
import { z } from 'zod';
import { roleProcedure, router } from '../trpc';
import { addCreatorToShortlist, createShortlist, deleteShortlist, removeCreatorFromShortlist } from './change-shortlists';
import { loadCreatorStanding, loadDiscoverySummary } from './discovery-summary';
import { hideCreator, listHiddenCreators, unhideCreator } from './hidden-creators';
import {
  creatorStandingAnswerSchema,
  discoverySummaryAnswerSchema,
  hiddenCreatorsAnswerSchema,
  shortlistAnswerSchema,
  shortlistEntryAnswerSchema,
  shortlistsAnswerSchema,
} from './outputs';
import { listShortlists } from './shortlist-views';

const tags = ['Shortlists'];

/** Lists and hidden creators belong to a brand; the role comes from the session, checked before the input is read. */
const listsProcedure = roleProcedure('brand', DISCOVERY_MESSAGES.shortlistsBrandsOnly);
const hideProcedure = roleProcedure('brand', DISCOVERY_MESSAGES.hideBrandsOnly);

export const shortlistsRouter = router({
  list: listsProcedure
    .meta({ openapi: { method: 'GET', path: '/shortlists', summary: 'Your lists of creators, "Saved" first', tags } })
    .output(shortlistsAnswerSchema)
    .query(async ({ ctx }) => ({ shortlists: await listShortlists(ctx.deps.db, ctx.session.user.id) })),

  create: listsProcedure
    .meta({
      openapi: { method: 'POST', path: '/shortlists', summary: 'Start a list', tags },
      successStatus: 201,
      refusals: ['conflict'],
    })
    .input(shortlistCreateSchema)
    .output(shortlistAnswerSchema)
    .mutation(async ({ ctx, input }) => ({ shortlist: await createShortlist(ctx.deps, ctx.session.user.id, input.name) })),

  remove: listsProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/shortlists/{id}', summary: 'Delete a list (not "Saved")', tags },
      successStatus: 204,
      refusals: ['not_found', 'conflict'],
    })
    .input(shortlistIdSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => deleteShortlist(ctx.deps, ctx.session.user.id, input.id)),

  addCreator: listsProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/shortlists/{id}/creators',
        summary: 'Save a creator to a list (again: one entry, the note replaced)',
        tags,
      },
      refusals: ['not_found', 'conflict'],
    })
    .input(shortlistEntrySchema)
    .output(shortlistEntryAnswerSchema)
    .mutation(async ({ ctx, input }) => ({ entry: await addCreatorToShortlist(ctx.deps, ctx.session.user.id, input) })),

  removeCreator: listsProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/shortlists/{id}/creators/{creator_id}', summary: 'Take a creator off a list', tags },
      successStatus: 204,
      refusals: ['not_found'],
    })
    .input(shortlistEntryKeySchema)
    .output(z.void())
    .mutation(({ ctx, input }) => removeCreatorFromShortlist(ctx.deps, ctx.session.user.id, input.id, input.creator_id)),

  summary: listsProcedure
    .meta({
      openapi: { method: 'GET', path: '/discovery/summary', summary: 'Saved creators and recent searches, counted', tags },
    })
    .output(discoverySummaryAnswerSchema)
    .query(({ ctx }) => loadDiscoverySummary(ctx.deps, ctx.session.user.id)),

  standing: listsProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/creators/{id}/standing',
        summary: 'Whether you hid a creator and which of your lists hold them',
        tags,
      },
    })
    .input(creatorIdSchema)
    .output(creatorStandingAnswerSchema)
    .query(({ ctx, input }) => loadCreatorStanding(ctx.deps, ctx.session.user.id, input.id)),
});

export const hiddenCreatorsRouter = router({
  list: hideProcedure
    .meta({ openapi: { method: 'GET', path: '/creators/hidden', summary: 'Creators you hid from your results', tags } })
    .output(hiddenCreatorsAnswerSchema)
    .query(async ({ ctx }) => ({ items: await listHiddenCreators(ctx.deps, ctx.session.user.id) })),

  hide: hideProcedure
    .meta({
      openapi: { method: 'POST', path: '/creators/{id}/hide', summary: 'Hide a creator from your results', tags },
      successStatus: 204,
      refusals: ['not_found'],
    })
    .input(creatorIdSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => hideCreator(ctx.deps, ctx.session.user.id, input.id)),

  unhide: hideProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/creators/{id}/hide', summary: 'Show a hidden creator again', tags },
      successStatus: 204,
      refusals: ['not_found'],
    })
    .input(creatorIdSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => unhideCreator(ctx.deps, ctx.session.user.id, input.id)),
});
