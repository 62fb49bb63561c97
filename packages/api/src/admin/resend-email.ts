import { ADMIN_MESSAGES, ERROR_CODES, adminIdSchema, adminResendAnswerSchema, type AdminResendAnswer } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { recordAudit } from '../moderation/record-audit';
import { adminProcedure } from '../trpc';
import { tags } from './admin-procedures';

/**
 * Puts a failed email back in the outbox (decision 0002): due now, its attempts counted afresh, its last
 * error kept until the next attempt replaces it. One conditional update: of two clicks, or two admins,
 * one moves it; the other finds it pending and changes nothing. A sent email has no body left to send
 * (the worker clears it), so it is refused.
 */
export async function resendEmail(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'notifyOutbox'>,
  adminId: string,
  id: string,
): Promise<AdminResendAnswer> {
  const now = deps.now();
  const moved = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('email_outbox')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now, locked_until: null, claim_token: null })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .returning(['id', 'error_message'])
      .executeTakeFirst();
    // The failure it answers is a resend's reason: the console's button asks for none.
    if (row)
      await recordAudit(trx, {
        actorId: adminId,
        action: 'resend_email',
        subjectKind: 'email',
        subjectId: id,
        reason: `Resent after it failed: ${row.error_message ?? 'no error recorded'}`,
        at: now,
      });
    return row;
  });
  if (moved) {
    deps.notifyOutbox();
    return { id, status: 'pending', resent: true, message: ADMIN_MESSAGES.emailResent };
  }
  const row = await deps.db.selectFrom('email_outbox').select('status').where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, ERROR_CODES.notFound, ADMIN_MESSAGES.emailNotFound);
  if (row.status === 'sent') {
    throw new AppError(409, ERROR_CODES.stateChanged, ADMIN_MESSAGES.emailAlreadySent, { body: { status: 'sent' } });
  }
  return { id, status: 'pending', resent: false, message: ADMIN_MESSAGES.emailAlreadyPending };
}

/** POST /admin/outbox/{id}/resend. */
export const resendEmailProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/admin/outbox/{id}/resend',
      summary: 'Send a failed email again',
      description:
        'Moves a `failed` email back to `pending`, due now with its attempts counted afresh (`resent: true`). An email already pending is left as it is (`resent: false`), so a second click changes nothing; a sent one is refused with 409 `state_changed` (its body is cleared once sent).',
      tags,
    },
    refusals: ['not_found', 'state_changed'],
  })
  .input(adminIdSchema)
  .output(adminResendAnswerSchema)
  .mutation(({ ctx, input }) => resendEmail(ctx.deps, ctx.session.user.id, input.id));
