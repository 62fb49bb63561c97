import { formatCents } from '@sponsorly/shared';

/** 12345 -> "12,345". */
export const formatCount = (value: number) => value.toLocaleString('en-US');

/** A cost per unit, or a dash when there was nothing to divide by. */
export const formatCost = (cents: number | null) => (cents === null ? '–' : formatCents(cents));

/** 0.875 -> "88%", or a dash when nothing was due. */
export const formatRate = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

/** Hours as the brand reads them: "5 h" under two days, "3.5 days" beyond. */
export function formatHours(hours: number | null): string {
  if (hours === null) return '–';
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

/** "Nov 24", the week's Monday. */
export const weekLabel = (weekStart: string) =>
  new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
