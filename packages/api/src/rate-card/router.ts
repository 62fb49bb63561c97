import { RATE_CARD_MESSAGES, packageIdSchema, packageInputSchema, packageUpdateSchema } from '@sponsorly/shared';
import { z } from 'zod';
import { roleProcedure, router } from '../trpc';
import { deletePackage, updatePackage } from './change-package';
import { createPackage } from './create-package';
import { packageAnswerSchema, packageListAnswerSchema } from './outputs';
import { loadPackages } from './package-views';

const tags = ['Rate card'];

/** Only a creator has a rate card; the check runs before the input is read. */
const creatorProcedure = roleProcedure('creator', RATE_CARD_MESSAGES.creatorsOnly);

export const rateCardRouter = router({
  list: creatorProcedure
    .meta({ openapi: { method: 'GET', path: '/profile/packages', summary: 'Your rate card', tags } })
    .output(packageListAnswerSchema)
    .query(async ({ ctx }) => ({ packages: await loadPackages(ctx.deps.db, ctx.session.user.id) })),

  create: creatorProcedure
    .meta({
      openapi: { method: 'POST', path: '/profile/packages', summary: 'Add a package to your rate card', tags },
      successStatus: 201,
    })
    .input(packageInputSchema)
    .output(packageAnswerSchema)
    .mutation(async ({ ctx, input }) => ({ package: await createPackage(ctx.deps, ctx.session.user, input) })),

  update: creatorProcedure
    .meta({
      openapi: { method: 'PUT', path: '/profile/packages/{id}', summary: 'Replace one of your packages', tags },
      refusals: ['not_found'],
    })
    .input(packageUpdateSchema)
    .output(packageAnswerSchema)
    .mutation(async ({ ctx, input: { id, ...fields } }) => ({
      package: await updatePackage(ctx.deps, ctx.session.user, id, fields),
    })),

  remove: creatorProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/profile/packages/{id}', summary: 'Delete one of your packages', tags },
      successStatus: 204,
      refusals: ['not_found'],
    })
    .input(packageIdSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => deletePackage(ctx.deps, ctx.session.user, input.id)),
});
