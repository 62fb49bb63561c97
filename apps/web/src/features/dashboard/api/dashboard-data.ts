import { DASHBOARD_CAMPAIGNS } from './use-campaign-stats';
import type { PageData } from '../../../lib/page-data';
import { sessionUser } from '../../../lib/session';

/** The dashboard's first data, by role: what BrandDashboard and CreatorDashboard ask for (see their hooks). */
export const dashboardData: PageData = async ({ utils }) => {
  const user = await sessionUser(utils);
  if (!user) return;
  const both = [utils.wallet.summary.prefetch(), utils.notifications.activity.prefetch()];
  const role =
    user.user_type === 'brand'
      ? [utils.campaigns.mine.prefetch(DASHBOARD_CAMPAIGNS), utils.shortlists.summary.prefetch()]
      : [utils.applications.mine.prefetch(), utils.deals.counts.prefetch()];
  await Promise.all([...both, ...role]);
};
