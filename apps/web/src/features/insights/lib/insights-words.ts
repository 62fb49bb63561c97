import { formatCents, type CreatorInsights } from '@sponsorly/shared';
import type { Bar } from '../components/bar-chart';

const day = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });
const month = (yyyyMm: string, options: Intl.DateTimeFormatOptions) => day(`${yyyyMm}-01`, options);

export const count = (n: number) => n.toLocaleString('en-US');
export const longDay = (iso: string) => day(iso, { month: 'long', day: 'numeric', year: 'numeric' });

/** One bar a week, labelled by the Monday it starts on. */
export function weekBars(weeks: CreatorInsights['weeks'], figure: 'profile_views' | 'search_appearances'): Bar[] {
  return weeks.map((w) => ({
    label: day(w.week_start, { month: 'short', day: 'numeric' }),
    name: `Week of ${longDay(w.week_start)}`,
    value: w[figure],
    text: count(w[figure]),
  }));
}

/** One bar a month, in money. */
export function monthBars(months: CreatorInsights['earnings_by_month']): Bar[] {
  return months.map((m) => ({
    label: month(m.month, { month: 'short' }),
    name: month(m.month, { month: 'long', year: 'numeric' }),
    value: m.amount_minor,
    text: formatCents(m.amount_minor),
  }));
}

/** "42%", or a dash when no offer came in. */
export const rateWords = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);
