import { CAMPAIGN_MESSAGES, type MyInvitation } from '@sponsorly/shared';
import { MailOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useDeclineInvitation, useMyInvitations } from '../api/use-invitations';
import { INVITATION_STATUS_WORDS, whenText } from '../lib/campaign-words';
import { campaignPaths } from '../lib/paths';
import { CampaignCard } from './campaign-card';
import { StatusBadge } from './status-badge';

function InvitationItem({ invitation }: { invitation: MyInvitation }) {
  const decline = useDeclineInvitation();
  const [error, setError] = useState<string | null>(null);
  const status = INVITATION_STATUS_WORDS[invitation.status];
  const { campaign } = invitation;

  async function declineNow() {
    setError(null);
    try {
      await decline.mutateAsync({ id: invitation.id });
    } catch (failure) {
      setError(readApiError(failure).message ?? CAMPAIGN_MESSAGES.stateChanged);
    }
  }

  const canAnswer = invitation.status === 'pending' && campaign.accepting_applications;
  return (
    <CampaignCard
      campaign={campaign}
      badge={<StatusBadge label={status.label} tone={status.tone} prefix="Invitation:" />}
      actions={
        <>
          <p className="campaign-card__note text-muted">Invited {whenText(invitation.created_at)}</p>
          {canAnswer && (
            <>
              <ButtonLink size="sm" to={campaignPaths.view(campaign.id)}>
                View and apply<span className="sr-only"> to {campaign.title}</span>
              </ButtonLink>
              <Button
                size="sm"
                variant="ghost"
                busy={decline.isPending}
                busyText="Declining..."
                onClick={() => void declineNow()}
              >
                Decline<span className="sr-only"> the invitation to {campaign.title}</span>
              </Button>
            </>
          )}
          {error && (
            <p className="campaign-card__error" role="alert">
              {error}
            </p>
          )}
        </>
      }
    />
  );
}

/** The campaigns brands invited the creator to, newest first, with Decline for those not answered. */
export function InvitationsList() {
  const titleId = useId();
  const invitations = useMyInvitations();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        Invitations
      </h2>
      {invitations.isPending ? (
        <PageSpinner label="Loading your invitations..." />
      ) : invitations.isError ? (
        <Alert tone="error">{readApiError(invitations.error).message ?? 'Your invitations could not be loaded.'}</Alert>
      ) : invitations.data.items.length === 0 ? (
        <div className="campaigns-empty">
          <MailOpen aria-hidden="true" />
          <p className="campaigns-empty__title">No invitations yet</p>
          <p className="text-muted">
            When a brand invites you to a campaign, it shows up here. A complete profile gets found more often.
          </p>
        </div>
      ) : (
        <ul className="campaign-cards">
          {invitations.data.items.map((invitation) => (
            <li key={invitation.id}>
              <InvitationItem invitation={invitation} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
