import { trpc } from '../../../lib/trpc';

/** The creator's own rate card. */
export function useRateCard() {
  return trpc.rateCard.list.useQuery(undefined, { select: (answer) => answer.packages, refetchOnWindowFocus: false });
}

/**
 * Adding, changing and deleting a package. Each refreshes the rate card and the profile pages that show
 * it (/profile and the public page read the packages with the profile).
 */
export function useRateCardChanges() {
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.rateCard.list.invalidate();
    void utils.profile.get.invalidate();
    void utils.creators.get.invalidate();
  };
  return {
    create: trpc.rateCard.create.useMutation({ onSuccess: refresh }),
    update: trpc.rateCard.update.useMutation({ onSuccess: refresh }),
    remove: trpc.rateCard.remove.useMutation({ onSuccess: refresh }),
  };
}
