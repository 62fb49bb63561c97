import { packageIdSchema } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { z } from 'zod';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { packageNotFound } from './package-not-found';
import { creatorProcedure, tags } from './rate-card-procedures';

export async function deletePackage(deps: ServiceDeps, creator: User, id: string): Promise<void> {
  if (!isUuid(id)) throw packageNotFound();
  const deleted = await deps.db
    .deleteFrom('creator_packages')
    .where('id', '=', id)
    .where('creator_id', '=', creator.id)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw packageNotFound();
}

/** DELETE /profile/packages/{id}. */
export const deletePackageProcedure = creatorProcedure
  .meta({
    openapi: { method: 'DELETE', path: '/profile/packages/{id}', summary: 'Delete one of your packages', tags },
    successStatus: 204,
    refusals: ['not_found'],
  })
  .input(packageIdSchema)
  .output(z.void())
  .mutation(({ ctx, input }) => deletePackage(ctx.deps, ctx.session.user, input.id));
