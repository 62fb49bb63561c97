import {
  ANALYTICS_MESSAGES as m,
  ANALYTICS_RANGES,
  formatCents,
  type AnalyticsCampaignRow,
  type AnalyticsCreatorRow,
  type AnalyticsRange,
  type BrandAnalytics,
} from '@sponsorly/shared';
import { FileSpreadsheet } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { FigureTiles } from '../../../components/ui/figure-tiles';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { readApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBrandAnalytics, useCampaignChoices } from '../api/use-brand-analytics';
import { analyticsCsvUrl, analyticsSearch, readAnalyticsView, todayUtc, type AnalyticsView } from '../lib/analytics-view';
import { formatCost, formatCount, formatHours, formatRate } from '../lib/analytics-words';
import { SortableTable, type Column } from './sortable-table';
import './analytics.css';

// The chart library is the largest part of this page: it loads after the figures, in a file of its own.
const AnalyticsCharts = lazy(() => import('./analytics-charts').then((module) => ({ default: module.AnalyticsCharts })));

/** /brand/analytics: a brand's campaigns in figures over a range, all of them or one. */
export function BrandAnalyticsPage() {
  useDocumentTitle('Analytics');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => todayUtc(), []);
  const view = readAnalyticsView(params, today);
  const isBrand = user?.user_type === 'brand';
  if (!user) return null;
  if (!isBrand) {
    return (
      <div className="container analytics-page">
        <Alert tone="info">{m.brandsOnly}</Alert>
        <Link to="/dashboard">Go to your dashboard</Link>
      </div>
    );
  }
  const show = (next: Partial<AnalyticsView>) => setParams(analyticsSearch({ ...view, ...next }), { replace: true });
  return (
    <div className="container analytics-page">
      <header className="analytics-page__header">
        <div>
          <h1>Analytics</h1>
          <p className="text-muted">
            What your campaigns cost and what they brought, from the money that moved and your live posts.
          </p>
        </div>
        <a className="btn btn--secondary btn--sm" href={analyticsCsvUrl(view)} download>
          <FileSpreadsheet aria-hidden="true" />
          <span>{m.downloadCsv}</span>
        </a>
      </header>
      <Filters view={view} today={today} onChange={show} />
      <Figures view={view} />
    </div>
  );
}

function Filters({
  view,
  today,
  onChange,
}: {
  view: AnalyticsView;
  today: string;
  onChange: (next: Partial<AnalyticsView>) => void;
}) {
  const choices = useCampaignChoices();
  const options = [
    { value: '', label: m.allCampaigns },
    ...choices.map((c) => ({ value: c.id, label: c.title })),
    // A campaign named by the address that is not the brand's (or not loaded yet) still shows as chosen.
    ...(view.campaignId && !choices.some((c) => c.id === view.campaignId)
      ? [{ value: view.campaignId, label: 'This campaign' }]
      : []),
  ];
  return (
    <Card as="section" className="analytics-filters" aria-label="Range and campaign">
      <SelectField
        label="Range"
        options={ANALYTICS_RANGES.map((range) => ({ value: range, label: m.rangeLabels[range] }))}
        value={view.range}
        onChange={(event) => {
          const range = event.target.value as AnalyticsRange;
          onChange(range === 'custom' ? { range, from: view.from, to: view.to } : { range });
        }}
      />
      {view.range === 'custom' && (
        <>
          <TextField
            label="From"
            type="date"
            value={view.from}
            max={today}
            onChange={(event) => onChange({ from: event.target.value })}
          />
          <TextField
            label="To"
            type="date"
            value={view.to}
            max={today}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </>
      )}
      <SelectField
        label="Campaign"
        options={options}
        value={view.campaignId ?? ''}
        onChange={(event) => onChange({ campaignId: event.target.value || null })}
      />
    </Card>
  );
}

function Figures({ view }: { view: AnalyticsView }) {
  const analytics = useBrandAnalytics(view);
  if (analytics.isPending) return <PageSpinner label="Loading your figures..." />;
  if (analytics.isError && !analytics.data) {
    return <Alert tone="error">{readApiError(analytics.error).message ?? m.loadFailed}</Alert>;
  }
  const data = analytics.data;
  const refused = analytics.isError ? (readApiError(analytics.error).message ?? m.loadFailed) : null;
  return (
    <div className="analytics-figures" aria-busy={analytics.isFetching || undefined}>
      {refused && <Alert tone="error">{refused}</Alert>}
      <p className="analytics-figures__range" aria-live="polite">
        {describeRange(data)}
        {analytics.isFetching && <Spinner size="sm" decorative />}
      </p>
      <Totals analytics={data} />
      {data.campaigns.length === 0 && data.creators.length === 0 ? <Alert tone="info">{m.empty}</Alert> : null}
      <Suspense fallback={<PageSpinner label="Loading the charts..." />}>
        <AnalyticsCharts analytics={data} />
      </Suspense>
      <CampaignTable rows={data.campaigns} />
      <CreatorTable rows={data.creators} />
    </div>
  );
}

const dayWords = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const describeRange = (data: BrandAnalytics) => `${dayWords(data.from)} to ${dayWords(data.to)} (UTC)`;

function Totals({ analytics }: { analytics: BrandAnalytics }) {
  const t = analytics.totals;
  const figures = [
    { label: 'Spent', value: formatCents(t.spent_minor), main: true },
    { label: 'Deals completed', value: formatCount(t.deals_completed) },
    { label: 'Posts live', value: formatCount(t.posts_live) },
    { label: 'Views', value: formatCount(t.views) },
    { label: 'Engagements', value: formatCount(t.engagements) },
    { label: 'Cost per 1,000 views', value: formatCost(t.cpm_minor) },
    { label: 'Cost per engagement', value: formatCost(t.cost_per_engagement_minor) },
    { label: `On-time delivery (${formatCount(t.deliverables_due)} due)`, value: formatRate(t.on_time_rate) },
    { label: 'Average approval time', value: formatHours(t.average_approval_hours) },
  ];
  return <FigureTiles className="analytics-totals" figures={figures} />;
}

type Row = AnalyticsCampaignRow | AnalyticsCreatorRow;

/** The columns both tables share after their first. */
const figureColumns = <R extends Row>(): Column<R>[] => [
  { key: 'spent', label: 'Spent', numeric: true, sortValue: (r) => r.spent_minor, cell: (r) => formatCents(r.spent_minor) },
  {
    key: 'deals',
    label: 'Deals completed',
    numeric: true,
    sortValue: (r) => r.deals_completed,
    cell: (r) => formatCount(r.deals_completed),
  },
  { key: 'views', label: 'Views', numeric: true, sortValue: (r) => r.views, cell: (r) => formatCount(r.views) },
  { key: 'cpm', label: 'CPM', numeric: true, sortValue: (r) => r.cpm_minor, cell: (r) => formatCost(r.cpm_minor) },
  { key: 'on_time', label: 'On time', numeric: true, sortValue: (r) => r.on_time_rate, cell: (r) => formatRate(r.on_time_rate) },
];

const campaignColumns: Column<AnalyticsCampaignRow>[] = [
  {
    key: 'title',
    label: 'Campaign',
    sortValue: (r) => r.title ?? '',
    cell: (r) => (r.campaign_id ? <Link to={`/brand/campaigns/${r.campaign_id}`}>{r.title}</Link> : m.noCampaign),
  },
  ...figureColumns<AnalyticsCampaignRow>(),
  {
    key: 'readers',
    label: 'Page views',
    numeric: true,
    sortValue: (r) => r.campaign_views,
    cell: (r) => formatCount(r.campaign_views),
  },
  {
    key: 'applications',
    label: 'Applications',
    numeric: true,
    sortValue: (r) => r.applications,
    cell: (r) => formatCount(r.applications),
  },
  { key: 'offers', label: 'Offers', numeric: true, sortValue: (r) => r.offers, cell: (r) => formatCount(r.offers) },
  { key: 'funded', label: 'Deals', numeric: true, sortValue: (r) => r.deals, cell: (r) => formatCount(r.deals) },
];

const creatorColumns: Column<AnalyticsCreatorRow>[] = [
  {
    key: 'name',
    label: 'Creator',
    sortValue: (r) => r.name,
    cell: (r) => <Link to={`/creators/${r.creator_id}`}>{r.name}</Link>,
  },
  ...figureColumns<AnalyticsCreatorRow>(),
];

function CampaignTable({ rows }: { rows: AnalyticsCampaignRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Card as="section" className="analytics-card">
      <SortableTable
        caption="By campaign"
        columns={campaignColumns}
        rows={rows}
        rowKey={(r) => r.campaign_id ?? 'none'}
        initialSort="spent"
      />
    </Card>
  );
}

function CreatorTable({ rows }: { rows: AnalyticsCreatorRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Card as="section" className="analytics-card">
      <SortableTable caption="By creator" columns={creatorColumns} rows={rows} rowKey={(r) => r.creator_id} initialSort="spent" />
    </Card>
  );
}
