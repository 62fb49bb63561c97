import { INSIGHTS_MESSAGES, formatCents, type InsightsRange } from '@sponsorly/shared';
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { FigureTiles } from '../../../components/ui/figure-tiles';
import { PageSpinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreatorInsights } from '../api/use-creator-insights';
import { count, longDay, monthBars, rateWords, weekBars } from '../lib/insights-words';
import { rangeFromAddress } from '../lib/range-from-address';
import { BarChart } from './bar-chart';
import { RangePicker } from './range-picker';
import { TopPosts } from './top-posts';
import './insights-page.css';

/**
 * /insights: a creator's figures over a range of days, the range in the address. Views of their page and
 * search appearances by week, offers and how many were accepted, what the ledger released by month, and
 * their verified posts by views. Drawn in the browser: the charts are inline SVG, with their figures in a table.
 */
export function InsightsPage() {
  useDocumentTitle('Insights');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const { range, from, to } = rangeFromAddress(params, new Date());
  const creator = user?.user_type === 'creator';
  const insights = useCreatorInsights({ from, to }, creator);

  if (!user) return null;
  if (!creator) {
    return (
      <div className="container insights-page">
        <Alert tone="info">{INSIGHTS_MESSAGES.creatorsOnly}</Alert>
        <Link to="/dashboard">Go to your dashboard</Link>
      </div>
    );
  }
  const choose = (next: { range: InsightsRange; from?: string; to?: string }) => {
    const search = new URLSearchParams();
    if (next.range !== 'last_30_days') search.set('range', next.range);
    if (next.range === 'custom' && next.from && next.to) {
      search.set('from', next.from);
      search.set('to', next.to);
    }
    setParams(search, { replace: true });
  };
  const data = insights.data;
  return (
    <div className="container insights-page">
      <Link to="/dashboard" className="insights-page__back">
        <ArrowLeft aria-hidden="true" /> Dashboard
      </Link>
      <header className="insights-page__header">
        <h1>Insights</h1>
        <p className="text-muted">
          {longDay(from)} to {longDay(to)}. Each brand and each viewer counts once a day.
        </p>
      </header>
      <RangePicker key={`${range}:${from}:${to}`} range={range} from={from} to={to} onChange={choose} />
      {insights.isError && (
        <Alert tone="error">{readApiError(insights.error).message ?? 'We couldn’t load your insights.'}</Alert>
      )}
      {insights.isPending && !insights.isError && <PageSpinner label="Loading your insights..." />}
      {data && (
        <>
          <FigureTiles
            className="insights-figures"
            busy={insights.isFetching}
            figures={[
              { label: 'Profile views', value: count(data.totals.profile_views) },
              { label: 'Search appearances', value: count(data.totals.search_appearances) },
              { label: 'Offers received', value: count(data.totals.offers_received) },
              { label: 'Offers accepted', value: count(data.totals.offers_accepted) },
              { label: 'Acceptance rate', value: rateWords(data.totals.acceptance_rate) },
              { label: 'Earnings', value: formatCents(data.totals.earnings_minor), main: true },
            ]}
          />
          <div className="insights-charts">
            <Card as="section" className="insights-card">
              <BarChart
                title="Profile views by week"
                summary={`${count(data.totals.profile_views)} profile views over ${data.weeks.length} weeks.`}
                bars={weekBars(data.weeks, 'profile_views')}
              />
            </Card>
            <Card as="section" className="insights-card">
              <BarChart
                title="Search appearances by week"
                summary={`${count(data.totals.search_appearances)} search appearances over ${data.weeks.length} weeks.`}
                bars={weekBars(data.weeks, 'search_appearances')}
              />
            </Card>
            <Card as="section" className="insights-card">
              <BarChart
                title="Earnings by month"
                summary={`${formatCents(data.totals.earnings_minor)} released to you over ${data.earnings_by_month.length} months.`}
                bars={monthBars(data.earnings_by_month)}
              />
            </Card>
          </div>
          <TopPosts posts={data.top_posts} />
        </>
      )}
    </div>
  );
}
