import { ButtonLink } from '../../../components/ui/button';
import { trpc } from '../../../lib/trpc';

/** Invite mode: which campaign each card's "Invite" is for, and the way back to it. */
export function InviteBanner({ campaignId }: { campaignId: string }) {
  const campaign = trpc.campaigns.get.useQuery({ id: campaignId }, { refetchOnWindowFocus: false, retry: false });
  if (campaign.isError) {
    return (
      <div className="invite-banner" role="status">
        <p>This campaign cannot take invitations. Each creator's "Invite to campaign" lists the ones that can.</p>
      </div>
    );
  }
  return (
    <div className="invite-banner" role="status">
      <p>
        Inviting creators to <strong>{campaign.data?.title ?? 'your campaign'}</strong>. Press Invite on a creator to send the
        brief.
      </p>
      <ButtonLink to={`/brand/campaigns/${campaignId}`} variant="secondary" size="sm">
        Back to the campaign
      </ButtonLink>
    </div>
  );
}
