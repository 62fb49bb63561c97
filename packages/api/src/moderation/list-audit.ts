import {
  MODERATION_LIMITS,
  adminAuditQuerySchema,
  auditListSchema,
  type AdminAuditQuery,
  type AuditEntry,
  type AuditList,
} from '@sponsorly/shared';
import { badRequest } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { adminProcedure } from '../trpc';
import { moderationTags as tags } from './moderation-procedures';

/** The audit log, newest first, by one administrator or about one thing when asked; pages after the last id. */
export async function listAudit(deps: ServiceDeps, query: AdminAuditQuery): Promise<AuditList> {
  if (query.cursor && !/^\d{1,18}$/.test(query.cursor)) throw badRequest('This page link is not valid.');
  let select = deps.db
    .selectFrom('audit_log')
    .select(['id', 'actor_id', 'action', 'subject_kind', 'subject_id', 'reason', 'created_at'])
    .orderBy('id', 'desc')
    .limit(MODERATION_LIMITS.auditPage + 1);
  if (query.actor_id) select = select.where('actor_id', '=', query.actor_id);
  if (query.subject_id) select = select.where('subject_id', '=', query.subject_id);
  if (query.cursor) select = select.where('id', '<', query.cursor);
  const rows = await select.execute();
  const page = rows.slice(0, MODERATION_LIMITS.auditPage);
  const items = page.map(
    (r): AuditEntry => ({
      id: Number(r.id),
      actor_id: r.actor_id,
      action: r.action as AuditEntry['action'],
      subject_kind: r.subject_kind,
      subject_id: r.subject_id,
      reason: r.reason,
      created_at: r.created_at.toISOString(),
    }),
  );
  const last = items[items.length - 1];
  return { items, next_cursor: rows.length > page.length && last ? String(last.id) : null };
}

/** GET /admin/audit. */
export const listAuditProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/audit',
      summary: 'The audit log: every administrator action, newest first',
      description: `Who acted (\`actor_id\`, null for the command line), what (\`action\`), on what (\`subject_kind\`, \`subject_id\`), why and when; ${MODERATION_LIMITS.auditPage} a page, by one \`actor_id\` or about one \`subject_id\` when given. Nothing in it can be changed or removed.`,
      tags,
    },
  })
  .input(adminAuditQuerySchema)
  .output(auditListSchema)
  .query(({ ctx, input }) => listAudit(ctx.deps, input));
