/** 120000 -> "120,000": audience figures in full, so a self-reported claim reads exactly as typed. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** 4.25 -> "4.25%". */
export function formatRate(percent: number): string {
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

/** "1 day", "7 days"; "1 revision", "0 revisions". */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
