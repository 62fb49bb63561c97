import { formatCents } from '@sponsorly/shared';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';

interface MonthChartProps {
  title: string;
  months: { month: string; cents: number }[];
  /** A line to compare with (a brand's monthly budget), in cents; drawn when given. */
  budgetCents?: number | null;
  budgetLabel?: string;
}

/** "Nov", with the year for screen readers and on hover (six months never repeat a name). */
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
const monthYear = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Six months as bars, each with its figure written out (the bars are a picture of the same numbers, so
 * they are hidden from screen readers, which read the list).
 */
export function MonthChart({ title, months, budgetCents, budgetLabel }: MonthChartProps) {
  const titleId = useId();
  const top = Math.max(1, ...months.map((m) => m.cents), budgetCents ?? 0);
  return (
    <Card as="section" className="money-chart" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {budgetCents ? <p className="text-muted">The line is your monthly budget ({budgetLabel}).</p> : null}
      <ol className="money-chart__bars">
        {budgetCents ? (
          <li
            className="money-chart__budget"
            aria-hidden="true"
            style={{ bottom: `calc(3rem + ${((budgetCents / top) * 9).toFixed(3)}rem)` }}
          />
        ) : null}
        {months.map((m) => (
          <li key={m.month}>
            <span className="money-chart__bar" aria-hidden="true" style={{ height: `${(m.cents / top) * 100}%` }} />
            <span className="money-chart__value">{formatCents(m.cents)}</span>
            <span className="money-chart__month">
              <abbr title={monthYear(m.month)}>{monthName(m.month)}</abbr>
              <span className="sr-only"> ({monthYear(m.month)})</span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
