import { describe, expect, it } from 'vitest';
import { budgetRemaining } from './budget-words';

describe('budgetRemaining', () => {
  it('takes this month’s spending from both ends of the range, never below zero', () => {
    expect(budgetRemaining('1k-5k', 60_000)).toBe('$400-4,400');
    expect(budgetRemaining('1k-5k', 0)).toBe('$1,000-5,000');
    expect(budgetRemaining('under-1k', 30_000)).toBe('Up to $700');
    expect(budgetRemaining('1k-5k', 200_000)).toBe('Up to $3,000');
    expect(budgetRemaining('under-1k', 150_000)).toBe('$0');
    expect(budgetRemaining('over-100k', 1_000_000)).toBe('Over $90,000');
  });
});
