import { trpc } from '../../../lib/trpc';

/** The creator's own rate card. */
export function useRateCard() {
  return trpc.rateCard.list.useQuery(undefined, { select: (answer) => answer.packages, refetchOnWindowFocus: false });
}

/**
 * Adding, changing and deleting a package. Each refreshes the rate card and the profile pages that show
 * it (/profile and the public page read the packages with the profile). The change settles only once
 * the rate card is loaded again, so the page never says "updated" over the package as it was.
 */
export function useRateCardChanges() {
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.profile.get.invalidate();
    void utils.creators.get.invalidate();
    return utils.rateCard.list.invalidate();
  };
  return {
    create: trpc.rateCard.create.useMutation({ onSuccess: refresh }),
    update: trpc.rateCard.update.useMutation({ onSuccess: refresh }),
    remove: trpc.rateCard.remove.useMutation({ onSuccess: refresh }),
  };
}
