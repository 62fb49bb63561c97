import {
  RATE_CARD_LIMITS,
  RATE_CARD_MESSAGES,
  packageAnswerSchema,
  packageInputSchema,
  type PackageFields,
  type PackageView,
} from '@sponsorly/shared';
import { sql, type User } from '@sponsorly/db';
import { badRequest } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { packageColumns } from './package-columns';
import { toPackageView } from './package-views';
import { creatorProcedure, tags } from './rate-card-procedures';

/**
 * Adds a package at the end of the creator's rate card. A rate card holds at most 10: the creator's
 * row is locked first, so two packages sent at once cannot both be the tenth.
 */
export async function createPackage(deps: ServiceDeps, creator: User, fields: PackageFields): Promise<PackageView> {
  const now = deps.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', creator.id).forUpdate().executeTakeFirstOrThrow();
    const { count, last } = await trx
      .selectFrom('creator_packages')
      .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(max(position), 0)::int`.as('last')])
      .where('creator_id', '=', creator.id)
      .executeTakeFirstOrThrow();
    if (count >= RATE_CARD_LIMITS.packagesMax) throw badRequest(RATE_CARD_MESSAGES.packagesFull);
    return trx
      .insertInto('creator_packages')
      .values({ creator_id: creator.id, position: last + 1, ...packageColumns(fields), created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toPackageView(row);
}

/** POST /profile/packages: a new package at the end of the rate card. */
export const createPackageProcedure = creatorProcedure
  .meta({
    openapi: { method: 'POST', path: '/profile/packages', summary: 'Add a package to your rate card', tags },
    successStatus: 201,
  })
  .input(packageInputSchema)
  .output(packageAnswerSchema)
  .mutation(async ({ ctx, input }) => ({ package: await createPackage(ctx.deps, ctx.session.user, input) }));
