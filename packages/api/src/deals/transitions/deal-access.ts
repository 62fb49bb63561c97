import { DEAL_MESSAGES, ERROR_CODES, type DealParty } from '@sponsorly/shared';
import type { Database, DealRow, Transaction, User } from '@sponsorly/db';
import { isAdmin } from '../../auth/users';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { isUuid } from '../../lib/uuid';

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
export function readerOf(
  deps: Pick<ServiceDeps, 'settings'>,
  deal: Pick<DealRow, 'brand_id' | 'creator_id'>,
  user: User,
): DealReader {
  const side = sideOf(deal, user.id);
  if (side) return side;
  if (isAdmin(user, deps.settings.adminEmails)) return 'admin';
  throw dealNotFound();
}

/**
 * The deal locked for a party's step outside the transition table (a request, an answer, a review), with
 * the party's side: 404 for a stranger, 403 for an admin, who reads deals and decides disputes but does
 * not act for a party.
 */
export async function lockDealAsParty(
  trx: Transaction<Database>,
  deps: Pick<ServiceDeps, 'settings'>,
  user: User,
  dealId: string,
): Promise<{ deal: DealRow; side: DealParty }> {
  if (!isUuid(dealId)) throw dealNotFound();
  const deal = await trx.selectFrom('deals').selectAll().where('id', '=', dealId).forUpdate().executeTakeFirst();
  if (!deal) throw dealNotFound();
  const reader = readerOf(deps, deal, user);
  if (reader === 'admin') throw new AppError(403, ERROR_CODES.forbidden, DEAL_MESSAGES.adminsReadOnly);
  return { deal, side: reader };
}
