import { trpc } from '../../../lib/trpc';

/** Queues a test email; the email list is fetched again so it shows up in Emails Sent. */
export function useSendTestEmail() {
  const utils = trpc.useUtils();
  return trpc.admin.sendTestEmail.useMutation({
    onSuccess: () => utils.admin.emails.invalidate(),
  });
}
