import { trpc } from '../../../lib/trpc';

/**
 * Saves the own profile. The answer is the saved profile, so the pages show it at once; the
 * dashboard's figures (completion, budget, company) and public pages are fetched again.
 */
export function useSaveProfile() {
  const utils = trpc.useUtils();
  return trpc.profile.update.useMutation({
    onSuccess: (saved) => {
      utils.profile.get.setData(undefined, saved);
      void utils.auth.me.invalidate();
      void utils.creators.get.invalidate({ id: saved.profile.id });
    },
  });
}
