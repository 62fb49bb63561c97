import { trpc } from '../../../lib/trpc';

/** Queues a test email; the email lists are fetched again so it shows up in Emails Sent and the outbox. */
export function useSendTestEmail() {
  const utils = trpc.useUtils();
  return trpc.admin.sendTestEmail.useMutation({
    onSuccess: () => Promise.all([utils.admin.emails.invalidate(), utils.admin.outbox.invalidate()]),
  });
}
