import { INSIGHTS_MESSAGES } from '@sponsorly/shared';
import { useId } from 'react';

export interface Bar {
  /** The bar's short label under it ("Mar 3"), and its full name for the table ("Week of March 3, 2026"). */
  label: string;
  name: string;
  value: number;
  /** The figure as the table writes it ($1,200.00, 1,204). */
  text: string;
}

/**
 * Bars in inline SVG, drawn to the highest value. The picture is described by its title and a summary;
 * the figures themselves are in a table under it, which screen readers read and anyone can open.
 */
export function BarChart({ title, summary, bars }: { title: string; summary: string; bars: readonly Bar[] }) {
  const id = useId();
  const width = 320;
  const height = 120;
  const gap = bars.length > 20 ? 1 : 4;
  const top = Math.max(1, ...bars.map((b) => b.value));
  const barWidth = Math.max(1, (width - gap * (bars.length - 1)) / Math.max(1, bars.length));
  // A few labels along the bottom: the first, the last and some between, none crowding the last.
  const every = Math.max(1, Math.ceil(bars.length / 6));
  const last = bars.length - 1;
  const labelled = (i: number) => i === 0 || i === last || (i % every === 0 && last - i >= every * 0.6);
  const empty = bars.every((b) => b.value === 0);
  return (
    <figure className="insights-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="insights-chart__title">
        {title}
      </figcaption>
      <svg
        className="insights-chart__svg"
        viewBox={`0 0 ${width} ${height + 16}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
      >
        <line x1="0" x2={width} y1={height} y2={height} className="insights-chart__axis" />
        {bars.map((bar, i) => {
          const h = (bar.value / top) * (height - 4);
          const x = i * (barWidth + gap);
          return (
            <g key={bar.name}>
              <rect className="insights-chart__bar" x={x} y={height - h} width={barWidth} height={h} rx={barWidth > 6 ? 2 : 0}>
                <title>{`${bar.name}: ${bar.text}`}</title>
              </rect>
              {labelled(i) ? (
                <text
                  className="insights-chart__label"
                  x={Math.min(width - 2, Math.max(2, x + barWidth / 2))}
                  y={height + 12}
                  textAnchor={i === 0 && i !== last ? 'start' : i === last && i !== 0 ? 'end' : 'middle'}
                >
                  {bar.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <p id={`${id}-summary`} className="sr-only">
        {summary}
      </p>
      {empty && <p className="text-muted insights-chart__empty">{INSIGHTS_MESSAGES.nothingYet}</p>}
      <details className="insights-chart__figures">
        <summary>Show the figures</summary>
        <table>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.name}>
                <th scope="row">{bar.name}</th>
                <td>{bar.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
