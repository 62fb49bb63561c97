import { BUDGET_RANGE_CENTS, formatCents, type BudgetRange } from '@sponsorly/shared';

/** What remains of a monthly budget range once this month's spending is counted: "$400-4,400", "Up to $600", "Over $99,400". */
export function budgetRemaining(range: BudgetRange, spentCents: number): string {
  const [low, high] = BUDGET_RANGE_CENTS[range];
  const left = (cents: number) => Math.max(0, cents - spentCents);
  if (high === null) return `Over ${formatCents(left(low))}`;
  if (low === 0 || left(low) === 0) return left(high) === 0 ? '$0' : `Up to ${formatCents(left(high))}`;
  return `${formatCents(left(low))}-${formatCents(left(high)).slice(1)}`;
}
