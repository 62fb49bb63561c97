import { ERROR_CODES, PAYMENT_MESSAGES, monthBounds, monthOf, statementRequestSchema } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError, badRequest } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { parseInput } from '../../lib/zod-errors';
import { loadStatement } from './load-statement';
import { statementCsv } from './statement-csv';
import { statementPdf } from './statement-pdf';

/**
 * GET /statements/{month}: a creator's statement of a month, as a PDF or CSV. Creators only (403, before
 * the month is read); a malformed month, or one not begun yet, 400. The current month is its days so far.
 */
export async function openStatement(
  deps: Pick<ServiceDeps, 'db' | 'settings' | 'now'>,
  user: User,
  input: unknown,
): Promise<{ fileName: string; contentType: string; body: string | Buffer }> {
  if (user.user_type !== 'creator') throw new AppError(403, ERROR_CODES.forbidden, PAYMENT_MESSAGES.creatorsStatements);
  const { month, format } = parseInput(statementRequestSchema, input);
  const now = deps.now();
  if (month > monthOf(now))
    throw badRequest(PAYMENT_MESSAGES.statementMonthAhead, { month: PAYMENT_MESSAGES.statementMonthAhead });
  const statement = await loadStatement(deps, user, month, monthBounds(month));
  const fileName = `sponsorly-statement-${month}.${format}`;
  return format === 'csv'
    ? { fileName, contentType: 'text/csv; charset=utf-8', body: statementCsv(statement) }
    : { fileName, contentType: 'application/pdf', body: await statementPdf(statement, now) };
}
