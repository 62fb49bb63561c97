/**
 * Splits `totalCents` in two by a whole percent, exactly: the first share is `percent` of the total
 * rounded half up, the second is the rest, so the shares always add up to the total and no cent is lost
 * or made. Worked in BigInt, never through a float.
 */
export function splitCents(totalCents: number, percent: number): [number, number] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError('The amount must be a whole number of cents.');
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError('The share must be a whole percent.');
  const first = Number((BigInt(totalCents) * BigInt(percent) + 50n) / 100n);
  return [first, totalCents - first];
}
