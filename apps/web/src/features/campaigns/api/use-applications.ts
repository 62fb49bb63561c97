import { trpc } from '../../../lib/trpc';

/** The applications to the brand's campaign, newest first, a page at a time, with each creator's card. */
export function useCampaignApplications(campaignId: string, enabled: boolean) {
  return trpc.applications.forCampaign.useInfiniteQuery(
    { id: campaignId },
    { enabled, refetchOnWindowFocus: false, getNextPageParam: (page) => page.next_cursor ?? undefined },
  );
}

/**
 * Shortlisting and declining; each refreshes the pipeline and the counts of the brand's list. A decision
 * settles once the pipeline is loaded again, so its button stays busy until the card has moved.
 */
export function useApplicationDecisions() {
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.campaigns.mine.invalidate();
    return utils.applications.forCampaign.invalidate();
  };
  return {
    shortlist: trpc.applications.shortlist.useMutation({ onSettled: refresh }),
    decline: trpc.applications.decline.useMutation({ onSettled: refresh }),
  };
}

/** The creator's applications, newest first. */
export function useMyApplications(enabled = true) {
  return trpc.applications.mine.useQuery(undefined, { enabled, refetchOnWindowFocus: false });
}

/**
 * Applying and withdrawing; each refreshes the campaign's standing and the creator's lists. The change
 * settles only once both are loaded again, so "Application sent." never shows beside Apply, nor a
 * withdrawn application with its Withdraw button.
 */
export function useApplicationChanges() {
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.invitations.list.invalidate();
    return Promise.all([utils.applications.mine.invalidate(), utils.campaigns.get.invalidate()]);
  };
  return {
    submit: trpc.applications.submit.useMutation({ onSuccess: refresh }),
    withdraw: trpc.applications.withdraw.useMutation({ onSettled: refresh }),
  };
}
