import { formatCents, type BudgetRange, type PublicUser } from '@sponsorly/shared';
import { Building2, ChartColumnIncreasing, Megaphone, PiggyBank, Plus, Search, UsersRound } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { NOT_SET, budgetLabel, industryLabel } from '../../../lib/profile-labels';
import { useBrandCampaignStats } from '../api/use-campaign-stats';
import { useDiscoverySummary } from '../api/use-discovery-summary';
import { useMoneySummary } from '../api/use-money-summary';
import { budgetRemaining } from '../lib/budget-words';
import { CompletionBanner } from './completion-banner';
import { DashboardHeader } from './dashboard-header';
import { RecentActivityCard } from './recent-activity-card';
import { StatCard } from './stat-card';

/** The company as the brand named it, else its website, else a neutral stand-in (spec section 2). */
function companyName(user: PublicUser): string {
  return user.company_name?.trim() || user.website?.trim() || 'Your Company';
}

export function BrandDashboard({ user }: { user: PublicUser }) {
  // Spent: released for approved work this month (fees included), from the ledger; what remains is counted against the budget range.
  const budgetRange = budgetLabel(user.budget_range);
  const budget = budgetRange ?? NOT_SET;
  const hasBudget = budgetRange !== null;
  const money = useMoneySummary().data;
  const spent = money ? formatCents(money.this_month_cents) : '–';
  const remaining = !hasBudget
    ? NOT_SET
    : !money
      ? '–'
      : money.this_month_cents === 0
        ? budget
        : budgetRemaining(user.budget_range as BudgetRange, money.this_month_cents);
  // Until the counts arrive the card shows a dash rather than a zero that would be wrong for a moment.
  const discovery = useDiscoverySummary().data;
  const campaigns = useBrandCampaignStats().data;

  return (
    <div className="container dashboard">
      <DashboardHeader firstName={user.first_name} lastName={user.last_name} photo={user.photo}>
        <p className="dash-header__org">
          <Building2 aria-hidden="true" />
          <span>{companyName(user)}</span>
        </p>
      </DashboardHeader>

      <CompletionBanner
        percent={user.profile_completion}
        editPath="/brand/profile/edit"
        reason="Creators say yes more often to brands they know. Add your company name, logo, description and budget."
      />

      <section className="quick-actions" aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title">Quick Actions</h2>
        <div className="quick-actions__list">
          <ButtonLink to="/brand/campaigns/new" icon={<Plus aria-hidden="true" />}>
            Create Campaign
          </ButtonLink>
          <ButtonLink to="/brand/creators/search" variant="secondary" icon={<Search aria-hidden="true" />}>
            Find Creators
          </ButtonLink>
          <ButtonLink to="/brand/analytics" variant="secondary" icon={<ChartColumnIncreasing aria-hidden="true" />}>
            View Analytics
          </ButtonLink>
        </div>
      </section>

      <div className="dash-grid">
        <StatCard
          title="Campaign Management"
          icon={<Megaphone />}
          main={{ label: 'Active Campaigns', value: campaigns?.open ?? '–' }}
          details={[
            { label: 'Draft', value: campaigns?.draft ?? '–' },
            { label: 'Completed', value: campaigns?.completed ?? '–' },
          ]}
          link={{ to: '/brand/campaigns', label: 'Manage campaigns' }}
        />
        <StatCard
          title="Creator Discovery"
          icon={<UsersRound />}
          main={{ label: 'Saved Creators', value: discovery?.saved_creators ?? '–' }}
          details={[
            { label: 'Recent Searches', value: discovery?.recent_searches ?? '–' },
            { label: 'Industry', value: industryLabel(user.industry) ?? NOT_SET },
          ]}
          link={{ to: '/brand/creators', label: 'Saved creators' }}
        />
        <StatCard
          title="Budget Overview"
          icon={<PiggyBank />}
          main={{ label: 'Monthly Budget', value: budget, money: hasBudget }}
          details={[
            { label: 'Spent', value: spent, money: true },
            { label: 'Remaining', value: remaining, money: hasBudget },
          ]}
          link={{ to: '/brand/finances', label: 'View finances' }}
        />
        <RecentActivityCard emptyText="Campaign updates, proposals from creators and payments will show up here." />
      </div>
    </div>
  );
}
