import {
  activityAnswerSchema,
  DEAL_ACTIVITY_TITLES,
  DEAL_COUNTERED_TITLE,
  NOTIFICATION_LIMITS,
  type ActivityItem,
  type DealStatus,
} from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { authedProcedure } from '../trpc';
import { tags } from './notification-procedures';
import { iso } from './notification-rows';

/**
 * A dashboard's Recent Activity: the user's latest notifications and the deal steps they took
 * themselves, merged, newest first, with where each leads.
 */
export async function recentActivity(deps: ServiceDeps, userId: string): Promise<ActivityItem[]> {
  const count = NOTIFICATION_LIMITS.activityItems;
  const [notifications, steps] = await Promise.all([
    deps.db
      .selectFrom('notifications')
      .select(['id', 'title', 'link', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(count)
      .execute(),
    deps.db
      .selectFrom('deal_events')
      .select(['id', 'deal_id', 'from_status', 'to_status', 'created_at'])
      .where('actor_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(count)
      .execute(),
  ]);
  const items: ActivityItem[] = [
    ...notifications.map((row) => ({
      id: row.id,
      source: 'notification' as const,
      title: row.title,
      link: row.link,
      created_at: iso(row.created_at),
    })),
    ...steps.map((row) => ({
      id: `deal-event-${row.id}`,
      source: 'deal_event' as const,
      title:
        row.from_status === 'offered' && row.to_status === 'offered'
          ? DEAL_COUNTERED_TITLE
          : (DEAL_ACTIVITY_TITLES[row.to_status as DealStatus] ?? 'You updated a deal'),
      link: `/deals/${row.deal_id}`,
      created_at: iso(row.created_at),
    })),
  ];
  return items.sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, count);
}

/** GET /activity: the user's dashboard's Recent Activity. */
export const recentActivityProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/activity', summary: 'Your dashboard’s Recent Activity', tags } })
  .output(activityAnswerSchema)
  .query(async ({ ctx }) => ({ items: await recentActivity(ctx.deps, ctx.session.user.id) }));
