/** "3 hours", "40 seconds": a wait, rounded up to the unit a person reads. */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (s < 60) return unit(s, 'second');
  if (s < 60 * 60) return unit(Math.ceil(s / 60), 'minute');
  if (s <= 24 * 60 * 60) return unit(Math.ceil(s / 3600), 'hour');
  return unit(Math.ceil(s / 86400), 'day');
}

const tryAgain = (seconds: number) => `Try again in ${waitInWords(seconds)}.`;

/** "2 GB", "500 MB", "10 KB": a size as a person reads it. */
export function sizeInWords(bytes: number): string {
  const units: [number, string][] = [
    [1024 ** 3, 'GB'],
    [1024 ** 2, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, name] of units) {
    if (bytes >= size) {
      const n = bytes / size;
      return `${Number.isInteger(n) || n >= 10 ? Math.round(n) : n.toFixed(1)} ${name}`;
    }
  }
  return `${bytes} bytes`;
}

/** What a person refused by a limit reads: the limit and when to try again (docs/limits.md). */
export const LIMIT_MESSAGES = {
  firstContacts: (perDay: number, seconds: number) =>
    `You have contacted ${perDay} new creators today, the most a day for your account. ${tryAgain(seconds)} You can still write in conversations you already have.`,
  messagesPerMinute: (perMinute: number, seconds: number) =>
    `You have sent ${perMinute} messages in a minute. ${tryAgain(seconds)}`,
  messagesPerDay: (perDay: number, seconds: number) => `You have sent ${perDay} messages today. ${tryAgain(seconds)}`,
  applications: (perDay: number, seconds: number) =>
    `You have sent ${perDay} applications today, the most a day. ${tryAgain(seconds)}`,
  offers: (perDay: number, seconds: number) =>
    `You have made ${perDay} offers and counter-offers today, the most a day. ${tryAgain(seconds)}`,
  filesPerRound: (max: number) =>
    `A deliverable takes at most ${max} files in one round of work. Ask the brand for changes to start a new round.`,
  dealFilesBytes: (bytes: number) =>
    `A deal holds at most ${sizeInWords(bytes)} of files in all, and this file would go past it.`,
  streamReplaced:
    'This page stopped receiving live updates because the account opened them in too many tabs. Reload it to see the latest.',
} as const;
