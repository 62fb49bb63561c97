import { packageAnswerSchema, packageUpdateSchema, type PackageFields, type PackageView } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { packageNotFound } from './package-not-found';
import { packageColumns } from './package-columns';
import { toPackageView } from './package-views';
import { creatorProcedure, tags } from './rate-card-procedures';

/** Replaces one of the creator's own packages with the fields sent; its place on the card stays. */
export async function updatePackage(deps: ServiceDeps, creator: User, id: string, fields: PackageFields): Promise<PackageView> {
  if (!isUuid(id)) throw packageNotFound();
  const row = await deps.db
    .updateTable('creator_packages')
    .set({ ...packageColumns(fields), updated_at: deps.now() })
    .where('id', '=', id)
    .where('creator_id', '=', creator.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw packageNotFound();
  return toPackageView(row);
}

/** PUT /profile/packages/{id}: the whole package, replaced. */
export const updatePackageProcedure = creatorProcedure
  .meta({
    openapi: { method: 'PUT', path: '/profile/packages/{id}', summary: 'Replace one of your packages', tags },
    refusals: ['not_found'],
  })
  .input(packageUpdateSchema)
  .output(packageAnswerSchema)
  .mutation(async ({ ctx, input: { id, ...fields } }) => ({
    package: await updatePackage(ctx.deps, ctx.session.user, id, fields),
  }));
