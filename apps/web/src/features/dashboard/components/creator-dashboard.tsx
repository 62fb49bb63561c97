import { formatCents, type PublicUser } from '@sponsorly/shared';
import { ChartColumnIncreasing, ChartNoAxesColumn, Search, UserRound, Wallet } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { NOT_SET, platformLabel } from '../../../lib/profile-labels';
import { useCompletedDeals, useCreatorCampaignStats } from '../api/use-campaign-stats';
import { useMoneySummary } from '../api/use-money-summary';
import { CompletionBanner } from './completion-banner';
import { DashboardHeader } from './dashboard-header';
import { RecentActivityCard } from './recent-activity-card';
import { StatCard } from './stat-card';

/** Campaign figures come from the creator's applications; earnings from the ledger (released this month, in all, and to come). */
export function CreatorDashboard({ user }: { user: PublicUser }) {
  // Until the counts arrive the card shows a dash rather than a zero that would be wrong for a moment.
  const campaigns = useCreatorCampaignStats().data;
  const money = useMoneySummary().data;
  const completed = useCompletedDeals().data;
  const cents = (value: number | undefined) => (value === undefined ? '–' : formatCents(value));
  return (
    <div className="container dashboard">
      <DashboardHeader firstName={user.first_name} lastName={user.last_name} photo={user.photo}>
        <p className="dash-header__sub">Here's how your partnerships are going.</p>
      </DashboardHeader>

      <CompletionBanner
        percent={user.profile_completion}
        editPath="/profile/edit"
        reason="Brands look at complete profiles first. Add a bio, a photo, your categories and your social links."
      />

      <section className="quick-actions" aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title">Quick Actions</h2>
        <div className="quick-actions__list">
          <ButtonLink to="/insights" icon={<ChartColumnIncreasing aria-hidden="true" />}>
            View Insights
          </ButtonLink>
          <ButtonLink to="/campaigns" variant="secondary" icon={<Search aria-hidden="true" />}>
            Browse Campaigns
          </ButtonLink>
        </div>
      </section>

      <div className="dash-grid">
        <StatCard
          title="Campaign Stats"
          icon={<ChartNoAxesColumn />}
          main={{ label: 'Active', value: campaigns?.active ?? '–' }}
          details={[
            { label: 'Pending Proposals', value: campaigns?.pending ?? '–' },
            { label: 'Completed', value: completed ?? '–' },
          ]}
          link={{ to: '/campaigns', label: 'Browse campaigns' }}
        />
        <StatCard
          title="Profile Overview"
          icon={<UserRound />}
          main={{ label: 'Profile Views', value: user.profile_views ?? 0 }}
          details={[
            { label: 'Profile Completion', value: `${user.profile_completion}%` },
            { label: 'Primary Platform', value: platformLabel(user.platform) ?? NOT_SET },
          ]}
          link={{ to: '/profile', label: 'View my profile' }}
        />
        <StatCard
          title="Earnings"
          icon={<Wallet />}
          main={{ label: 'This Month', value: cents(money?.this_month_cents), money: true }}
          details={[
            { label: 'Total', value: cents(money?.total_cents), money: true },
            { label: 'Pending', value: cents(money?.pending_cents), money: true },
          ]}
          link={{ to: '/earnings', label: 'View earnings' }}
        />
        <RecentActivityCard emptyText="When brands view your profile or send you offers, you'll see it here." />
      </div>
    </div>
  );
}
