const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A stored timestamp in the reader's own time zone and language. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A stored word (`awaiting_funding`) as a label: "Awaiting funding". */
export const sentence = (value: string) => {
  const words = value.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
