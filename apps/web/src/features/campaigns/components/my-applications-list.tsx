import { BlockAccountButton } from '../../../components/block-account/block-account-button';
import { CAMPAIGN_MESSAGES, formatCents, type MyApplication } from '@sponsorly/shared';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useApplicationChanges, useMyApplications } from '../api/use-applications';
import { APPLICATION_STATUS_WORDS, whenText } from '../lib/campaign-words';
import { campaignPaths } from '../lib/paths';
import { StatusBadge } from './status-badge';

/** What each state means for the creator, in a line. */
const NEXT_STEP: Record<MyApplication['status'], string> = {
  submitted: 'The brand has not answered yet.',
  shortlisted: 'The brand liked your pitch and may send you an offer.',
  offered: 'The brand sent you an offer.',
  declined: 'The brand chose other creators this time.',
  withdrawn: 'You withdrew this application.',
};

function ApplicationItem({ application }: { application: MyApplication }) {
  const titleId = useId();
  const { withdraw } = useApplicationChanges();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = APPLICATION_STATUS_WORDS[application.status];
  const { campaign } = application;
  const canWithdraw = application.status === 'submitted' || application.status === 'shortlisted';

  async function withdrawNow() {
    setError(null);
    try {
      await withdraw.mutateAsync({ id: application.id });
      setConfirming(false);
    } catch (failure) {
      setError(readApiError(failure).message ?? CAMPAIGN_MESSAGES.stateChanged);
    }
  }

  return (
    <article className="my-application" aria-labelledby={titleId}>
      <div className="my-application__head">
        <div>
          <p className="campaign-card__brand">{campaign.brand.name}</p>
          <h3 id={titleId} className="campaign-card__title">
            <Link to={campaignPaths.view(campaign.id)}>{campaign.title}</Link>
          </h3>
        </div>
        <StatusBadge label={status.label} tone={status.tone} prefix="Application:" />
      </div>
      <p className="text-muted">
        Applied {whenText(application.created_at)}
        {application.proposed_price_cents !== null && (
          <>
            {' · You proposed '}
            <span className="money">{formatCents(application.proposed_price_cents)}</span>
          </>
        )}
      </p>
      <p>{NEXT_STEP[application.status]}</p>
      <div className="my-application__actions">
        <BlockAccountButton userId={campaign.brand.id} userType="brand" name={campaign.brand.name} />
      </div>
      {canWithdraw && (
        <div className="my-application__actions">
          {confirming ? (
            <div className="application__confirm" role="group" aria-label={`Withdraw from ${campaign.title}?`}>
              <p>Withdraw? You cannot apply to this campaign again.</p>
              <Button
                size="sm"
                variant="secondary"
                busy={withdraw.isPending}
                busyText="Withdrawing..."
                onClick={() => void withdrawNow()}
              >
                Withdraw<span className="sr-only"> from {campaign.title}</span>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </div>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              Withdraw<span className="sr-only"> from {campaign.title}</span>
            </Button>
          )}
        </div>
      )}
      {error && (
        <p className="campaign-card__error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}

/** The creator's applications, newest first, each with where it stands. */
export function MyApplicationsList() {
  const titleId = useId();
  const applications = useMyApplications();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        My applications
      </h2>
      {applications.isPending ? (
        <PageSpinner label="Loading your applications..." />
      ) : applications.isError ? (
        <Alert tone="error">{readApiError(applications.error).message ?? 'Your applications could not be loaded.'}</Alert>
      ) : applications.data.items.length === 0 ? (
        <div className="campaigns-empty">
          <Send aria-hidden="true" />
          <p className="campaigns-empty__title">No applications yet</p>
          <p className="text-muted">
            Find a campaign that fits you in <Link to={campaignPaths.browse}>Browse</Link> and send a short pitch.
          </p>
        </div>
      ) : (
        <ul className="campaign-cards campaign-cards--list">
          {applications.data.items.map((application) => (
            <li key={application.id}>
              <ApplicationItem application={application} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
