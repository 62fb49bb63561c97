import { CAMPAIGN_MESSAGES, formatCents, type CampaignApplication } from '@sponsorly/shared';
import { Check, ExternalLink, HandCoins, X } from 'lucide-react';
import { useState } from 'react';
import { BlockAccountButton } from '../../../components/block-account/block-account-button';
import { CreatorCard } from '../../../components/creator-card/creator-card';
import { Button, ButtonLink } from '../../../components/ui/button';
import { readApiError } from '../../../lib/api-error';
import { useApplicationDecisions } from '../api/use-applications';
import { whenText } from '../lib/campaign-words';
import { campaignPaths } from '../lib/paths';

/** "instagram.com/p/abc": an address short enough to read, the whole one in the link. */
function shortUrl(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    const path = pathname === '/' ? '' : pathname;
    const short = `${hostname.replace(/^www\./, '')}${path}`;
    return short.length > 48 ? `${short.slice(0, 47)}…` : short;
  } catch {
    return url;
  }
}

/** What the creator sent: the pitch as plain text, the price, and links that open elsewhere without our referrer. */
function ApplicationDetails({ application }: { application: CampaignApplication }) {
  return (
    <div className="application">
      <p className="application__meta">
        Applied {whenText(application.created_at)}
        {application.proposed_price_cents !== null && (
          <>
            {' · Proposed '}
            <span className="money application__price">{formatCents(application.proposed_price_cents)}</span>
          </>
        )}
      </p>
      <p className="application__pitch">{application.pitch}</p>
      {application.links.length > 0 && (
        <ul className="application__links" aria-label="Links">
          {application.links.map((link) => (
            <li key={link}>
              <a href={link} target="_blank" rel="noopener noreferrer nofollow">
                <ExternalLink aria-hidden="true" />
                <span>{shortUrl(link)}</span>
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One application in the pipeline: the creator's card, what they sent, and the brand's decisions. */
export function ApplicationCard({ application, canDecide }: { application: CampaignApplication; canDecide: boolean }) {
  const { shortlist, decline } = useApplicationDecisions();
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const creator = application.creator;
  const name = creator ? `${creator.first_name} ${creator.last_name}`.trim() : 'This creator';
  const open = application.status === 'submitted' || application.status === 'shortlisted';
  const busyHere = (m: typeof shortlist | typeof decline) => m.isPending && m.variables?.id === application.id;

  async function decide(action: typeof shortlist | typeof decline) {
    setError(null);
    try {
      await action.mutateAsync({ id: application.id });
      setConfirmingDecline(false);
    } catch (failure) {
      setError(readApiError(failure).message ?? CAMPAIGN_MESSAGES.stateChanged);
    }
  }

  const actions = canDecide && open && (
    <>
      {confirmingDecline ? (
        <div className="application__confirm" role="group" aria-label={`Decline ${name}?`}>
          <p>Decline {name}? They are told by email.</p>
          <Button
            size="sm"
            variant="secondary"
            busy={busyHere(decline)}
            busyText="Declining..."
            onClick={() => void decide(decline)}
          >
            Decline<span className="sr-only"> {name}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirmingDecline(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <>
          {application.status === 'submitted' && (
            <Button
              size="sm"
              variant="secondary"
              icon={<Check aria-hidden="true" />}
              busy={busyHere(shortlist)}
              busyText="Shortlisting..."
              onClick={() => void decide(shortlist)}
            >
              Shortlist<span className="sr-only"> {name}</span>
            </Button>
          )}
          <ButtonLink size="sm" to={campaignPaths.makeOffer(application)} icon={<HandCoins aria-hidden="true" />}>
            Make offer<span className="sr-only"> to {name}</span>
          </ButtonLink>
          <Button size="sm" variant="ghost" icon={<X aria-hidden="true" />} onClick={() => setConfirmingDecline(true)}>
            Decline<span className="sr-only"> {name}</span>
          </Button>
        </>
      )}
      {error && (
        <p className="application__error" role="alert">
          {error}
        </p>
      )}
    </>
  );

  if (!creator) {
    return (
      <article className="creator-card application--gone" aria-label={name}>
        <p className="text-muted">This creator is no longer on Sponsorly.</p>
        <ApplicationDetails application={application} />
      </article>
    );
  }
  return (
    <CreatorCard
      creator={creator}
      actions={
        <>
          {actions}
          <BlockAccountButton userId={creator.id} userType="creator" name={name} />
        </>
      }
    >
      <ApplicationDetails application={application} />
    </CreatorCard>
  );
}
