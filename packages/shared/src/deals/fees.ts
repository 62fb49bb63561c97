/**
 * The platform fee on a price, in integer cents: `percent` of the price rounded half up (a fee of
 * 12.5 cents is 13). Worked in BigInt, so no step ever goes through a float: 0.1 * 1005 is
 * 100.50000000000001 in floating point, and money must never round by accident.
 */
export function platformFeeCents(priceCents: number, percent: number): number {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) throw new RangeError('The price must be a whole number of cents.');
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError('The fee must be a whole percent.');
  return Number((BigInt(priceCents) * BigInt(percent) + 50n) / 100n);
}

/** What the brand pays: the price and the fee. The creator receives the price, all of it. */
export function brandTotalCents(priceCents: number, feeCents: number): number {
  return priceCents + feeCents;
}
