import { ERROR_CODES, RATE_CARD_MESSAGES, type PackageFields, type PackageView } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { packageColumns } from './package-columns';
import { toPackageView } from './package-views';

/**
 * Another creator's package answers exactly as one that does not exist: its id tells the caller
 * nothing about whether it is real.
 */
const notFound = () => new AppError(404, ERROR_CODES.notFound, RATE_CARD_MESSAGES.notFound);

/** Replaces one of the creator's own packages with the fields sent; its place on the card stays. */
export async function updatePackage(deps: ServiceDeps, creator: User, id: string, fields: PackageFields): Promise<PackageView> {
  if (!isUuid(id)) throw notFound();
  const row = await deps.db
    .updateTable('creator_packages')
    .set({ ...packageColumns(fields), updated_at: deps.now() })
    .where('id', '=', id)
    .where('creator_id', '=', creator.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return toPackageView(row);
}

export async function deletePackage(deps: ServiceDeps, creator: User, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const deleted = await deps.db
    .deleteFrom('creator_packages')
    .where('id', '=', id)
    .where('creator_id', '=', creator.id)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw notFound();
}
