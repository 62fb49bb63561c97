import { DEAL_MESSAGES, ERROR_CODES, type DealParty } from '@sponsorly/shared';
import type { DealRow, User } from '@sponsorly/db';
import { isAdmin } from '../auth/users';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';

/** Another party's deal answers exactly as one that does not exist: its id tells the caller nothing. */
export const dealNotFound = () => new AppError(404, ERROR_CODES.notFound, DEAL_MESSAGES.dealNotFound);

/** A person reading or moving a deal: a party acts as its side; an admin who is not a party only reads. */
export type DealReader = DealParty | 'admin';

export function sideOf(deal: Pick<DealRow, 'brand_id' | 'creator_id'>, userId: string): DealParty | null {
  if (deal.brand_id === userId) return 'brand';
  if (deal.creator_id === userId) return 'creator';
  return null;
}

/** The reader's standing on a deal, or 404 for anyone who is neither a party nor an admin. */
export function readerOf(deps: Pick<ServiceDeps, 'settings'>, deal: Pick<DealRow, 'brand_id' | 'creator_id'>, user: User): DealReader {
  const side = sideOf(deal, user.id);
  if (side) return side;
  if (isAdmin(user, deps.settings.adminEmails)) return 'admin';
  throw dealNotFound();
}
