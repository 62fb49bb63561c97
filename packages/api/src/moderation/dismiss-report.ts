import {
  ERROR_CODES,
  MODERATION_MESSAGES,
  adminActionSchema,
  moderationDoneSchema,
  type ModerationDone,
} from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { adminProcedure } from '../trpc';
import { moderationTags as tags } from './moderation-procedures';
import { recordAudit } from './record-audit';

/** An administrator finds nothing to act on: the open report leaves the queue as `dismissed`, with the reason logged. */
export async function dismissReport(deps: ServiceDeps, admin: User, id: string, reason: string): Promise<ModerationDone> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('reports')
      .set({ status: 'dismissed', closed_at: now, closed_by: admin.id })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returning('id')
      .executeTakeFirst();
    if (!closed) {
      const row = await trx.selectFrom('reports').select('status').where('id', '=', id).executeTakeFirst();
      if (!row) throw new AppError(404, ERROR_CODES.notFound, MODERATION_MESSAGES.reportNotFound);
      throw new AppError(409, ERROR_CODES.stateChanged, MODERATION_MESSAGES.reportClosed, { body: { status: row.status } });
    }
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'dismiss_report',
      subjectKind: 'report',
      subjectId: id,
      reason,
      at: now,
    });
    return { id, status: 'dismissed' };
  });
}

/** POST /admin/reports/{id}/dismiss. */
export const dismissReportProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/admin/reports/{id}/dismiss',
      summary: 'Dismiss a report: nothing to act on',
      description: 'Closes an open report as `dismissed`. `reason` is required and goes to the audit log.',
      tags,
    },
    refusals: ['not_found', 'state_changed'],
  })
  .input(adminActionSchema)
  .output(moderationDoneSchema)
  .mutation(({ ctx, input }) => dismissReport(ctx.deps, ctx.session.user, input.id, input.reason));
