/** A clock that stands still until a test moves it, for expiry and retry rules. */
export interface FakeClock {
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createFakeClock(start: Date = new Date()): FakeClock {
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
    set(date) {
      current = date;
    },
  };
}
