import type { AdminEmailRow } from '@sponsorly/shared';

export type EmailStatusTone = 'delivered' | 'queued' | 'retrying' | 'failed';

export interface EmailStatus {
  label: string;
  tone: EmailStatusTone;
}

/**
 * An outbox row's state in words: delivered, waiting its first try, being retried (and when next), or
 * given up on (and why). `attempts` counts the tries made so far.
 */
export function describeEmailStatus(
  email: Pick<AdminEmailRow, 'status' | 'attempts' | 'next_attempt_at' | 'error_message'>,
  formatDate: (iso: string) => string,
): EmailStatus {
  if (email.status === 'sent') return { label: 'Delivered', tone: 'delivered' };
  if (email.status === 'failed') {
    return { label: email.error_message ? `Failed: ${email.error_message}` : 'Failed', tone: 'failed' };
  }
  if (email.attempts === 0) return { label: 'Queued', tone: 'queued' };
  const next = email.next_attempt_at ? `, next try at ${formatDate(email.next_attempt_at)}` : '';
  return { label: `Retrying (attempt ${email.attempts}${next})`, tone: 'retrying' };
}
