import {
  ANALYTICS_LIMITS,
  formatCents,
  type AnalyticsCampaignRow,
  type AnalyticsWeek,
  type BrandAnalytics,
} from '@sponsorly/shared';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Card } from '../../../components/ui/card';
import { prefersReducedMotion } from '../../../lib/motion';
import { formatCount, weekLabel } from '../lib/analytics-words';

// Only the parts these three charts draw, so the page's chunk carries no more of the library than it uses.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** The product's colours (styles/tokens.css), which a canvas cannot read from CSS variables by itself. */
const VIOLET = '#5b21b6';
const VIOLET_LIGHT = '#c4b5fd';
const AMBER = '#f59e0b';
const SLATE = '#64748b';
const FUNNEL_COLOURS = [VIOLET, AMBER, '#0f766e', '#be185d', '#1d4ed8', SLATE];

/** A chart on a canvas, drawn again when its configuration changes and taken down with the page. */
function ChartCanvas({ config, label, summary }: { config: ChartConfiguration; label: string; summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const summaryId = useId();
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      ...config,
      options: { ...config.options, animation: prefersReducedMotion() ? false : { duration: 200 } },
    });
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="analytics-chart__canvas">
      <canvas ref={canvas} role="img" aria-label={label} aria-describedby={summaryId} />
      <p id={summaryId} className="sr-only">
        {summary}
      </p>
    </div>
  );
}

const moneyAxis = { beginAtZero: true, ticks: { callback: (value: string | number) => formatCents(Number(value)) } };
const countAxis = { beginAtZero: true, ticks: { precision: 0 } };

function spendConfig(weeks: AnalyticsWeek[], budget: number | null): ChartConfiguration {
  let running = 0;
  const cumulative = weeks.map((week) => (running += week.spent_minor));
  return {
    type: 'bar',
    data: {
      labels: weeks.map((week) => weekLabel(week.week_start)),
      datasets: [
        { type: 'bar', label: 'Spent in the week', data: weeks.map((week) => week.spent_minor), backgroundColor: AMBER },
        { type: 'line', label: 'Spent so far', data: cumulative, borderColor: VIOLET, backgroundColor: VIOLET, pointRadius: 2 },
        ...(budget === null
          ? []
          : [
              {
                type: 'line' as const,
                label: 'Budget',
                data: weeks.map(() => budget),
                borderColor: SLATE,
                borderDash: [6, 4],
                pointRadius: 0,
              },
            ]),
      ],
    },
    options: {
      maintainAspectRatio: false,
      scales: { y: moneyAxis },
      plugins: { tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatCents(Number(item.raw))}` } } },
    },
  };
}

function viewsConfig(weeks: AnalyticsWeek[]): ChartConfiguration {
  return {
    type: 'bar',
    data: {
      labels: weeks.map((week) => weekLabel(week.week_start)),
      datasets: [
        { label: 'Views', data: weeks.map((week) => week.views), backgroundColor: VIOLET },
        { label: 'Engagements', data: weeks.map((week) => week.engagements), backgroundColor: VIOLET_LIGHT },
      ],
    },
    options: { maintainAspectRatio: false, scales: { y: countAxis } },
  };
}

const FUNNEL_STEPS = ['Campaign views', 'Applications', 'Offers', 'Deals', 'Completed'];
const stepsOf = (row: AnalyticsCampaignRow) => [row.campaign_views, row.applications, row.offers, row.deals, row.deals_completed];

/** The campaigns the funnel draws: those with the most offers, then the most readers. */
export function funnelCampaigns(rows: AnalyticsCampaignRow[]): AnalyticsCampaignRow[] {
  return [...rows]
    .filter((row) => row.campaign_id !== null)
    .sort((a, b) => b.offers - a.offers || b.campaign_views - a.campaign_views)
    .slice(0, ANALYTICS_LIMITS.funnelChartCampaigns);
}

function funnelConfig(rows: AnalyticsCampaignRow[]): ChartConfiguration {
  return {
    type: 'bar',
    data: {
      labels: FUNNEL_STEPS,
      datasets: rows.map((row, index) => ({
        label: row.title ?? '',
        data: stepsOf(row),
        backgroundColor: FUNNEL_COLOURS[index % FUNNEL_COLOURS.length],
      })),
    },
    options: { indexAxis: 'y', maintainAspectRatio: false, scales: { x: countAxis } },
  };
}

const total = (weeks: AnalyticsWeek[], pick: (week: AnalyticsWeek) => number) => weeks.reduce((sum, week) => sum + pick(week), 0);

/**
 * Spend by week against the budget, views by week, and the funnel per campaign. Each chart is a picture
 * of figures the page's tables and totals give as text; to screen readers it is an image with a summary.
 */
export function AnalyticsCharts({ analytics }: { analytics: BrandAnalytics }) {
  const { weeks, totals } = analytics;
  const funnel = useMemo(() => funnelCampaigns(analytics.campaigns), [analytics]);
  // A chart is drawn again only when the figures change, not at each render of the page.
  const configs = useMemo(
    () => ({ spend: spendConfig(weeks, totals.budget_minor), views: viewsConfig(weeks), funnel: funnelConfig(funnel) }),
    [weeks, totals.budget_minor, funnel],
  );
  const busiest = weeks.reduce<AnalyticsWeek | null>((top, week) => (top && top.views >= week.views ? top : week), null);
  return (
    <div className="analytics-charts">
      <Card as="section" className="analytics-chart" aria-labelledby="analytics-spend-title">
        <h2 id="analytics-spend-title">Spend by week</h2>
        <ChartCanvas
          config={configs.spend}
          label="Spend by week against the budget"
          summary={`${formatCents(total(weeks, (w) => w.spent_minor))} spent over ${weeks.length} weeks${
            totals.budget_minor === null ? '' : `, against a budget of ${formatCents(totals.budget_minor)}`
          }.`}
        />
      </Card>
      <Card as="section" className="analytics-chart" aria-labelledby="analytics-views-title">
        <h2 id="analytics-views-title">Views by week</h2>
        <ChartCanvas
          config={configs.views}
          label="Views and engagements of the live posts by week"
          summary={`${formatCount(total(weeks, (w) => w.views))} views and ${formatCount(
            total(weeks, (w) => w.engagements),
          )} engagements over ${weeks.length} weeks${
            busiest && busiest.views > 0 ? `; the most in the week of ${weekLabel(busiest.week_start)}` : ''
          }.`}
        />
      </Card>
      <Card as="section" className="analytics-chart analytics-chart--wide" aria-labelledby="analytics-funnel-title">
        <h2 id="analytics-funnel-title">Funnel by campaign</h2>
        {funnel.length === 0 ? (
          <p className="text-muted">No campaign had readers, applications or offers in this range.</p>
        ) : (
          <ChartCanvas
            config={configs.funnel}
            label="Campaign views, applications, offers, deals and completed deals per campaign"
            summary={funnel
              .map(
                (row) =>
                  `${row.title}: ${stepsOf(row)
                    .map((n, i) => `${formatCount(n)} ${FUNNEL_STEPS[i]!.toLowerCase()}`)
                    .join(', ')}.`,
              )
              .join(' ')}
          />
        )}
      </Card>
    </div>
  );
}
