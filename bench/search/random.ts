/**
 * A small seeded PRNG (mulberry32), so every run seeds the same creators and asks the same queries:
 * two runs, or two databases, are compared on identical data.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Several distinct items, in random order. */
  some<T>(items: readonly T[], count: number): T[];
  /** An index skewed towards the start (Zipf-like): the first items are common, the tail rare. */
  skewedIndex(length: number, exponent?: number): number;
  /** A log-normal draw: most values small, a long tail of large ones, as audience sizes are. */
  logNormal(median: number, sigma: number): number;
  /** 16 random bytes as a version 4 UUID, so ids are repeatable too. */
  uuid(): string;
}

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const random: Random = {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    some: (items, count) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, Math.min(count, copy.length));
    },
    skewedIndex: (length, exponent = 1.2) => Math.min(length - 1, Math.floor(length * next() ** (1 + exponent))),
    logNormal: (median, sigma) => {
      // Box-Muller: a standard normal from two uniforms (1 - u keeps the logarithm finite).
      const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
      return Math.round(median * Math.exp(sigma * normal));
    },
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = ((Math.floor(next() * 4) & 0x3) | 0x8).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
  return random;
}
