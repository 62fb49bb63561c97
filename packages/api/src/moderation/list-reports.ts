import {
  MODERATION_LIMITS,
  adminReportListSchema,
  adminReportsQuerySchema,
  type AdminReport,
  type AdminReportGroup,
  type AdminReportList,
  type AdminReportsQuery,
} from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { badRequest } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { personNameSql } from '../lib/party-names';
import { beforeCursor, cursorTimeText, decodeTimeCursor, encodeTimeCursor } from '../lib/time-cursor';
import { adminProcedure } from '../trpc';
import { loadAccountStanding } from './account-standing';
import { moderationTags as tags } from './moderation-procedures';

const invalidCursor = () => badRequest('This page link is not valid.');

/**
 * /admin/reports: the reports of one status (open by default), grouped by the account they are about, the
 * group with the newest report first; each group with the account's history (every report about it, its
 * deals, its disputes, the rate limits it met) and each report with what was reported as it reads now. Pages of groups.
 */
export async function listReports(deps: ServiceDeps, query: AdminReportsQuery): Promise<AdminReportList> {
  const db = deps.db;
  const cursor = decodeTimeCursor(query.cursor ?? undefined, invalidCursor);
  const { rows: groups } = await sql<{ subject_user_id: string; latest_text: string }>`
    select subject_user_id, ${cursorTimeText(sql`latest`)} as latest_text from (
      select subject_user_id, max(created_at) as latest from reports where status = ${query.status} group by subject_user_id
    ) g
    ${cursor ? sql`where ${beforeCursor(sql`latest`, sql`subject_user_id`, cursor)}` : sql``}
    order by latest desc, subject_user_id desc
    limit ${MODERATION_LIMITS.reportsPage + 1}`.execute(db);
  const page = groups.slice(0, MODERATION_LIMITS.reportsPage);
  const last = page[page.length - 1];
  const next = groups.length > page.length && last ? encodeTimeCursor(last.latest_text, last.subject_user_id) : null;
  if (page.length === 0) return { items: [], next_cursor: null };
  const ids = page.map((g) => g.subject_user_id);

  const [subjects, reports] = await Promise.all([
    db
      .selectFrom('users as u')
      .select([
        'u.id',
        'u.email',
        'u.user_type',
        'u.created_at',
        personNameSql('u').as('name'),
        (eb) =>
          eb
            .selectFrom('reports as r')
            .select((r) => r.fn.countAll<string>().as('n'))
            .whereRef('r.subject_user_id', '=', 'u.id')
            .as('reports'),
        (eb) =>
          eb
            .selectFrom('deals as d')
            .select((d) => d.fn.countAll<string>().as('n'))
            .where((d) => d.or([d('d.brand_id', '=', d.ref('u.id')), d('d.creator_id', '=', d.ref('u.id'))]))
            .as('deals'),
        (eb) =>
          eb
            .selectFrom('deal_disputes as x')
            .innerJoin('deals as d', 'd.id', 'x.deal_id')
            .select((d) => d.fn.countAll<string>().as('n'))
            .where((d) => d.or([d('d.brand_id', '=', d.ref('u.id')), d('d.creator_id', '=', d.ref('u.id'))]))
            .as('disputes'),
        (eb) => eb.selectFrom('account_limit_hits as h').select('h.hits').whereRef('h.user_id', '=', 'u.id').as('limits_hit'),
      ])
      .where('u.id', 'in', ids)
      .execute(),
    db
      .selectFrom('reports as r')
      .innerJoin('users as rp', 'rp.id', 'r.reporter_id')
      .select([
        'r.id',
        'r.kind',
        'r.subject_id',
        'r.subject_user_id',
        'r.reason',
        'r.details',
        'r.status',
        'r.created_at',
        'rp.id as reporter_id',
        personNameSql('rp').as('reporter_name'),
        sql<string | null>`case r.kind
          when 'message' then (select m.body from messages m where m.id = r.subject_id)
          when 'campaign' then (select c.title from campaigns c where c.id = r.subject_id)
          when 'review' then (select v.text from deal_reviews v where v.id = r.subject_id)
          else (select trim(s.first_name || ' ' || s.last_name) from users s where s.id = r.subject_id)
        end`.as('content'),
      ])
      .where('r.subject_user_id', 'in', ids)
      .where('r.status', '=', query.status)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .execute(),
  ]);

  const items: AdminReportGroup[] = [];
  for (const id of ids) {
    const subject = subjects.find((s) => s.id === id);
    if (!subject) continue;
    items.push({
      subject: {
        id: subject.id,
        name: subject.name,
        email: subject.email,
        user_type: subject.user_type,
        created_at: subject.created_at.toISOString(),
        standing: await loadAccountStanding(db, id),
        history: {
          reports: Number(subject.reports ?? 0),
          deals: Number(subject.deals ?? 0),
          disputes: Number(subject.disputes ?? 0),
          limits_hit: Number(subject.limits_hit ?? 0),
        },
      },
      reports: reports
        .filter((r) => r.subject_user_id === id)
        .map(
          (r): AdminReport => ({
            id: r.id,
            kind: r.kind as AdminReport['kind'],
            subject_id: r.subject_id,
            reason: r.reason as AdminReport['reason'],
            details: r.details,
            status: r.status as AdminReport['status'],
            reporter: { id: r.reporter_id, name: r.reporter_name },
            content: r.content,
            created_at: r.created_at.toISOString(),
          }),
        ),
    });
  }
  return { items, next_cursor: next };
}

/** GET /admin/reports. */
export const listReportsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/reports',
      summary: 'Reports, grouped by the account they are about',
      description: `The reports of one \`status\` (\`open\` unless given), grouped by the account they are about, the group with the newest report first, ${MODERATION_LIMITS.reportsPage} groups a page. Each group carries the account, its standing and its history (reports, deals, disputes, rate limits met); each report what was reported as it reads now.`,
      tags,
    },
  })
  .input(adminReportsQuerySchema)
  .output(adminReportListSchema)
  .query(({ ctx, input }) => listReports(ctx.deps, input));
