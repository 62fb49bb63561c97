import type { PublicUser } from '@sponsorly/shared';
import { ChartNoAxesColumn, UserRound, Wallet } from 'lucide-react';
import { NOT_SET, platformLabel } from '../../../lib/profile-labels';
import { useCreatorCampaignStats } from '../api/use-campaign-stats';
import { CompletionBanner } from './completion-banner';
import { DashboardHeader } from './dashboard-header';
import { RecentActivityCard } from './recent-activity-card';
import { StatCard } from './stat-card';

/** Campaign figures come from the creator's applications; earnings do not exist yet, so they are zero (spec section 2). */
export function CreatorDashboard({ user }: { user: PublicUser }) {
  // Until the counts arrive the card shows a dash rather than a zero that would be wrong for a moment.
  const campaigns = useCreatorCampaignStats().data;
  return (
    <div className="container dashboard">
      <DashboardHeader firstName={user.first_name} lastName={user.last_name}>
        <p className="dash-header__sub">Here's how your partnerships are going.</p>
      </DashboardHeader>

      <CompletionBanner
        percent={user.profile_completion}
        editPath="/profile/edit"
        reason="Brands look at complete profiles first. Add a bio, a photo, your categories and your social links."
      />

      <div className="dash-grid">
        <StatCard
          title="Campaign Stats"
          icon={<ChartNoAxesColumn />}
          main={{ label: 'Active', value: campaigns?.active ?? '–' }}
          details={[
            { label: 'Pending Proposals', value: campaigns?.pending ?? '–' },
            { label: 'Completed', value: 0 },
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
          main={{ label: 'This Month', value: '$0', money: true }}
          details={[
            { label: 'Total', value: '$0', money: true },
            { label: 'Pending', value: '$0', money: true },
          ]}
          link={{ to: '/earnings', label: 'View earnings' }}
        />
        <RecentActivityCard emptyText="When brands view your profile or send you offers, you'll see it here." />
      </div>
    </div>
  );
}
