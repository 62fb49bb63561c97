/**
 * Dollars as people type them, to integer cents, and back, with integer arithmetic only: a float such
 * as 19.99 * 100 is 1998.9999999999998, and money must never round by accident.
 */

/** "1,250.5" -> 125050; null when the text is not an amount of dollars with at most two decimals. */
export function parseDollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1]!.replaceAll(',', '');
  // Past 15 digits a dollar amount no longer fits exactly in a JavaScript number.
  if (whole.length > 15) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}

/** 125050 -> "1250.50", 45000 -> "450": the form's text for a price. */
export function centsToDollarText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** 125050 -> "$1,250.50", 45000 -> "$450": a price as the pages show it (USD only for now). */
export function formatCents(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  const rest = cents % 100;
  return rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, '0')}`;
}
