import { DEAL_LIMITS, LIST_PAGE_LIMITS } from '@sponsorly/shared';
import { trpc } from '../../../lib/trpc';

/** The creator an offer is for: their public profile, with the packages of their rate card. */
export function useOfferCreator(id: string) {
  return trpc.creators.get.useQuery(
    { id },
    { enabled: id !== '', select: (answer) => answer.profile, refetchOnWindowFocus: false },
  );
}

/** The campaign an offer comes from, when it names one. */
export function useOfferCampaign(id: string | null) {
  return trpc.campaigns.get.useQuery({ id: id ?? '' }, { enabled: Boolean(id), refetchOnWindowFocus: false });
}

/** The price a creator proposed in their application to the campaign, when the offer answers one. */
export function useApplicationPrice(campaignId: string | null, applicationId: string | null) {
  return trpc.applications.forCampaign.useQuery(
    // The largest page: an application an offer answers is a recent one.
    { id: campaignId ?? '', limit: LIST_PAGE_LIMITS.pageSizeMax },
    {
      enabled: Boolean(campaignId && applicationId),
      refetchOnWindowFocus: false,
      select: (answer) => answer.items.find((application) => application.id === applicationId)?.proposed_price_cents ?? null,
    },
  );
}

/**
 * The platform fee percent the server runs with, to show the brand its fee and total as it types. The
 * server computes the fee again when the offer is made; its figure is the one that counts.
 */
export function usePlatformFeePercent(): number {
  const info = trpc.system.siteInfo.useQuery(undefined, { staleTime: Infinity });
  return info.data?.platform_fee_percent ?? DEAL_LIMITS.defaultPlatformFeePercent;
}

/** Making the offer; the lists of deals are refreshed after. */
export function useMakeOffer() {
  const utils = trpc.useUtils();
  return trpc.deals.offer.useMutation({
    onSuccess: (answer) => utils.deals.get.setData({ id: answer.deal.id }, answer),
    onSettled: () => void utils.deals.list.invalidate(),
  });
}
