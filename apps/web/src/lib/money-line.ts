/*
 * A money line as every page says it (earnings, finances, a deal's money): one formatter, so an amount in
 * and an amount out never read alike. In is "+$450.00" in green, out is "−$49.50" in red, zero is "$0.00"
 * with no sign in the text's own colour; the sign and a spoken word ("in", "out") carry the meaning, the
 * colour repeats it (docs/payments.md, "Money lines").
 */

export type MoneyDirection = 'in' | 'out' | 'none';

export interface SignedMoney {
  /** "+$450.00", "−$49.50", "$0.00": always with the cents, as a statement reads. */
  text: string;
  direction: MoneyDirection;
  /** What a screen reader says before the amount: "In", "Out", or nothing for zero. */
  spoken: string;
}

/** "$1,234.50" from cents, whatever the sign. */
function dollars(cents: number): string {
  const abs = Math.abs(cents);
  return `$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount into the reader's money (+), out of it (−), or neither (0). */
export function signedMoney(cents: number): SignedMoney {
  if (cents > 0) return { text: `+${dollars(cents)}`, direction: 'in', spoken: 'In' };
  if (cents < 0) return { text: `−${dollars(cents)}`, direction: 'out', spoken: 'Out' };
  return { text: dollars(0), direction: 'none', spoken: '' };
}

/**
 * "Payment to Maya Lopez · 1 × Instagram Reel": what a line is, with the deal's other side and its title
 * when the line belongs to a deal.
 */
export function moneyLineTitle(what: string, deal: { counterpart_name: string | null; deal_title: string | null }): string {
  const about = [deal.counterpart_name, deal.deal_title].filter(Boolean).join(' · ');
  return about ? `${what} · ${about}` : what;
}
