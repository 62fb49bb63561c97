import { ERROR_CODES, PAYMENT_MESSAGES } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { isAdmin } from '../../auth/users';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { isUuid } from '../../lib/uuid';
import { renderReceiptPdf } from './receipt-pdf';

/** Another brand's receipt answers exactly as one that does not exist: its id tells the caller nothing. */
const receiptNotFound = () => new AppError(404, ERROR_CODES.notFound, PAYMENT_MESSAGES.receiptNotFound);

/**
 * GET /receipts/{id}: the receipt or credit note as a PDF, to the brand it was issued to and to admins;
 * anyone else, and a malformed id, 404. Rendered on each request from the row as it was issued.
 */
export async function openReceipt(
  deps: Pick<ServiceDeps, 'db' | 'settings'>,
  user: User,
  id: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  if (!isUuid(id)) throw receiptNotFound();
  const row = await deps.db
    .selectFrom('receipts')
    .select(['number', 'brand_id', 'content', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (row.brand_id !== user.id && !isAdmin(user, deps.settings.adminEmails))) throw receiptNotFound();
  return { fileName: `${row.number}.pdf`, pdf: await renderReceiptPdf(row) };
}
