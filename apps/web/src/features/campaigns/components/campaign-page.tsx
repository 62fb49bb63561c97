import { ReportButton } from '../../../components/report/report-button';
import { VerifiedBadge } from '../../../components/verified-badge/verified-badge';
import { CAMPAIGN_MESSAGES, type CampaignDetail, type PublicUser } from '@sponsorly/shared';
import { ArrowLeft, Building2, CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BrandReliability } from '../../../components/brand-reliability/brand-reliability';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCampaign, useRecordCampaignView } from '../api/use-brand-campaigns';
import { useDeclineInvitation } from '../api/use-invitations';
import { APPLICATION_STATUS_WORDS, CAMPAIGN_STATUS_WORDS, budgetText, deadlineText } from '../lib/campaign-words';
import { campaignPaths } from '../lib/paths';
import { ApplyForm } from './apply-form';
import { CampaignBrief } from './campaign-brief';
import { CampaignNotFound, LoadFailed, isMissing } from './campaign-states';
import { StatusBadge } from './status-badge';
import './campaigns.css';
import './campaign-page.css';

interface StandingProps {
  campaign: CampaignDetail;
  user: PublicUser;
  applying: boolean;
  onApply: () => void;
}

/** What the reader can do here: apply, see where their application stands, or nothing (brands). */
function Standing({ campaign, user, applying, onApply }: StandingProps) {
  const decline = useDeclineInvitation();
  const [error, setError] = useState<string | null>(null);
  const { application, invitation } = campaign.viewer;

  if (campaign.brand.id === user.id) {
    return (
      <>
        <p>This is your campaign.</p>
        <ButtonLink to={campaignPaths.manage(campaign.id)} block>
          Manage applicants
        </ButtonLink>
      </>
    );
  }
  if (user.user_type !== 'creator') return <p className="text-muted">{CAMPAIGN_MESSAGES.creatorsOnlyApply}</p>;
  if (application) {
    const status = APPLICATION_STATUS_WORDS[application.status];
    return (
      <>
        <p className="standing__status">
          Your application <StatusBadge label={status.label} tone={status.tone} />
        </p>
        <Link to={`${campaignPaths.browse}?view=applications`}>See my applications</Link>
      </>
    );
  }
  if (!campaign.accepting_applications) return <p className="text-muted">Applications are closed.</p>;

  async function declineInvitation(id: string) {
    setError(null);
    try {
      await decline.mutateAsync({ id });
    } catch (failure) {
      setError(readApiError(failure).message ?? CAMPAIGN_MESSAGES.stateChanged);
    }
  }

  return (
    <>
      {invitation?.status === 'pending' && <p className="standing__invited">{campaign.brand.name} invited you to apply.</p>}
      {!applying && (
        <Button block size="lg" onClick={onApply}>
          Apply
        </Button>
      )}
      {invitation?.status === 'pending' && (
        <Button
          variant="ghost"
          block
          busy={decline.isPending}
          busyText="Declining..."
          onClick={() => void declineInvitation(invitation.id)}
        >
          Decline the invitation
        </Button>
      )}
      {invitation?.status === 'declined' && <p className="text-muted">You declined the invitation; you may still apply.</p>}
      {error && (
        <p className="campaign-card__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** The brand behind the campaign, with its record from its deals (payments on time, approvals). */
function BrandBox({ campaign }: { campaign: CampaignDetail }) {
  const titleId = useId();
  return (
    <Card as="section" className="brand-box" aria-labelledby={titleId}>
      <h2 id={titleId} className="brand-box__title">
        About the brand
      </h2>
      <div className="brand-box__who">
        {campaign.brand.logo ? (
          <img src={campaign.brand.logo} alt="" className="brand-box__logo" referrerPolicy="no-referrer" />
        ) : (
          <span className="brand-box__logo brand-box__logo--none" aria-hidden="true">
            <Building2 />
          </span>
        )}
        <p className="brand-box__name">{campaign.brand.name}</p>
        {campaign.brand.verified && <VerifiedBadge />}
      </div>
      <BrandReliability brandId={campaign.brand.id} brandName={campaign.brand.name} />
      <ReportButton kind="campaign" id={campaign.id} what={`the campaign ${campaign.title}`} />
    </Card>
  );
}

function CampaignView({ campaign, user }: { campaign: CampaignDetail; user: PublicUser }) {
  const [applying, setApplying] = useState(false);
  const [sent, setSent] = useState(false);
  const budget = budgetText(campaign.budget_min_cents, campaign.budget_max_cents);
  const status = CAMPAIGN_STATUS_WORDS[campaign.status];
  const summaryId = useId();

  return (
    <div className="container campaign-view">
      <Link to={campaignPaths.browse} className="campaign-back">
        <ArrowLeft aria-hidden="true" />
        Campaigns
      </Link>
      <header className="campaign-view__header">
        <p className="campaign-card__brand">{campaign.brand.name}</p>
        <h1>{campaign.title}</h1>
        <div className="campaign-view__badges">
          {campaign.status !== 'open' && <StatusBadge label={status.label} tone={status.tone} prefix="Status:" />}
          {campaign.visibility === 'invite_only' && <StatusBadge label="Invite only" tone="primary" />}
        </div>
      </header>

      <div className="campaign-view__layout">
        <aside className="campaign-view__aside" aria-labelledby={summaryId}>
          <Card className="standing">
            <h2 id={summaryId} className="sr-only">
              Apply
            </h2>
            {budget && (
              <p className="standing__budget">
                <span className="money">{budget}</span>
                <span className="text-muted"> per creator</span>
              </p>
            )}
            {campaign.application_deadline && (
              <p className="standing__deadline">
                <CalendarClock aria-hidden="true" />
                {campaign.accepting_applications
                  ? `Apply by ${deadlineText(campaign.application_deadline)}`
                  : 'Applications closed'}
              </p>
            )}
            {sent && <Alert tone="success">Application sent. The brand is told, and you will hear back here and by email.</Alert>}
            <Standing campaign={campaign} user={user} applying={applying} onApply={() => setApplying(true)} />
          </Card>
        </aside>

        <div className="campaign-view__main">
          {applying && !campaign.viewer.application && (
            <ApplyForm
              campaignId={campaign.id}
              campaignTitle={campaign.title}
              budget={budget}
              onCancel={() => setApplying(false)}
              onSent={() => {
                setApplying(false);
                setSent(true);
              }}
            />
          )}
          <CampaignBrief brief={campaign} level={2} />
        </div>
        <BrandBox campaign={campaign} />
      </div>
    </div>
  );
}

/** /campaigns/:id: a campaign's brief in plain words, the brand, and Apply. */
export function CampaignPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const campaign = useCampaign(id);
  useDocumentTitle(campaign.data?.title ?? (campaign.isError ? 'Campaign not found' : 'Campaign'));
  useRecordCampaignView(id, campaign.isSuccess);

  if (campaign.isPending || !user) return <PageSpinner label="Loading the campaign..." />;
  if (campaign.isError) {
    if (isMissing(campaign.error)) return <CampaignNotFound />;
    return <LoadFailed title="We couldn't load this campaign" error={campaign.error} onRetry={() => void campaign.refetch()} />;
  }
  return <CampaignView campaign={campaign.data} user={user} />;
}
