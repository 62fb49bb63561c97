import { trpc } from '../../../lib/trpc';

/** The account's email preferences (notifications.preferences). */
export function useEmailPreferences() {
  return trpc.notifications.preferences.useQuery();
}

/** Saves them; the answer is the preferences as stored, which the query then shows. */
export function useUpdateEmailPreferences() {
  const utils = trpc.useUtils();
  return trpc.notifications.updatePreferences.useMutation({
    onSuccess: (saved) => utils.notifications.preferences.setData(undefined, saved),
  });
}
