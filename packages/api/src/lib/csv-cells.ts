/** Whole cents as major units with two decimals ("450.00"), by integer arithmetic. */
export const csvMoney = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * A text cell, quoted. People name brands, deals and campaigns: a value starting like a formula (`=`, `+`,
 * `-`, `@`, a tab or a carriage return) is kept as text with a leading apostrophe, so a spreadsheet
 * opening the file never runs it.
 */
export const csvText = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;
