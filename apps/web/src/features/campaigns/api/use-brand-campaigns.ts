import { useEffect, useRef } from 'react';
import { trpc } from '../../../lib/trpc';

/** The brand's campaigns in every state, with their counts. */
export function useMyCampaigns() {
  // A page at a time, newest first; "Show more" follows the server's cursor.
  return trpc.campaigns.mine.useInfiniteQuery(
    {},
    { getNextPageParam: (page) => page.next_cursor ?? undefined, refetchOnWindowFocus: false },
  );
}

/**
 * Counts this visit as a view of the campaign's page for its brand's funnel, once per page load and
 * campaign, once it has loaded. The server counts a reader once a day, and never the brand or an admin.
 */
export function useRecordCampaignView(id: string, loaded: boolean) {
  const { mutate } = trpc.campaigns.recordView.useMutation();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || counted.current === id) return;
    counted.current = id;
    mutate({ id });
  }, [id, loaded, mutate]);
}

/** One campaign as its reader may see it (404 for anyone else). */
export function useCampaign(id: string) {
  return trpc.campaigns.get.useQuery({ id }, { refetchOnWindowFocus: false });
}

/**
 * Writing, publishing and closing a campaign. Each refreshes the brand's list, the campaign and the
 * creators' lists (a published or closed campaign enters or leaves them). A change settles only once
 * the campaign on screen is loaded again, so "Published." or "Changes saved." never shows over the
 * campaign as it was.
 */
export function useCampaignChanges() {
  const utils = trpc.useUtils();
  const refresh = () => utils.campaigns.invalidate();
  return {
    create: trpc.campaigns.create.useMutation({
      // The edit page the new draft moves to shows it at once, without loading it again.
      onSuccess: (campaign) => {
        utils.campaigns.get.setData({ id: campaign.id }, { ...campaign, viewer: { application: null, invitation: null } });
        void refresh();
      },
    }),
    update: trpc.campaigns.update.useMutation({ onSuccess: refresh }),
    publish: trpc.campaigns.publish.useMutation({ onSuccess: refresh }),
    close: trpc.campaigns.close.useMutation({ onSuccess: refresh }),
  };
}
