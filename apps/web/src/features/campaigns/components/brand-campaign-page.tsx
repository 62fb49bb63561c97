import { CAMPAIGN_MESSAGES, type CampaignDetail } from '@sponsorly/shared';
import { ArrowLeft, ChevronDown, Eye, Lock, Pencil, Send, UserPlus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCampaignApplications } from '../api/use-applications';
import { useCampaign, useCampaignChanges } from '../api/use-brand-campaigns';
import { CAMPAIGN_STATUS_WORDS, VISIBILITY_WORDS, deadlineText, whenText } from '../lib/campaign-words';
import { campaignPaths, type CampaignPageState } from '../lib/paths';
import { ApplicantPipeline } from './applicant-pipeline';
import { CampaignBrief } from './campaign-brief';
import { BrandsOnlyMessage, CampaignNotFound, LoadFailed, isMissing } from './campaign-states';
import { InviteSavedCreators } from './invite-saved-creators';
import { StatusBadge } from './status-badge';
import './campaigns.css';
import './brand-campaign-page.css';

type Notice = { tone: 'success' | 'error'; text: string; problems?: string[] } | null;

/** Publish and Close, with what the server answered. */
function StatusActions({ campaign, onNotice }: { campaign: CampaignDetail; onNotice: (notice: Notice) => void }) {
  const { publish, close } = useCampaignChanges();
  const [confirmingClose, setConfirmingClose] = useState(false);

  async function publishNow() {
    onNotice(null);
    try {
      await publish.mutateAsync({ id: campaign.id });
      onNotice({ tone: 'success', text: 'Published. Creators can now find the campaign and apply.' });
    } catch (error) {
      const { message, fields } = readApiError(error);
      onNotice({ tone: 'error', text: message ?? CAMPAIGN_MESSAGES.incomplete, problems: Object.values(fields) });
    }
  }

  async function closeNow() {
    onNotice(null);
    try {
      await close.mutateAsync({ id: campaign.id });
      setConfirmingClose(false);
      onNotice({ tone: 'success', text: 'Applications are closed. You can still answer the creators who applied.' });
    } catch (error) {
      onNotice({ tone: 'error', text: readApiError(error).message ?? CAMPAIGN_MESSAGES.stateChanged });
    }
  }

  if (campaign.status === 'draft') {
    return (
      <div className="campaign-manage__actions">
        <Button
          icon={<Send aria-hidden="true" />}
          busy={publish.isPending}
          busyText="Publishing..."
          onClick={() => void publishNow()}
        >
          Publish
        </Button>
        <ButtonLink to={campaignPaths.edit(campaign.id)} variant="secondary" icon={<Pencil aria-hidden="true" />}>
          Edit
        </ButtonLink>
      </div>
    );
  }
  if (campaign.status !== 'open') return null;
  return (
    <div className="campaign-manage__actions">
      {confirmingClose ? (
        <div className="campaign-manage__confirm" role="group" aria-label="Close applications?">
          <p>Close applications? Creators can no longer apply; you can still answer those who did.</p>
          <Button variant="secondary" busy={close.isPending} busyText="Closing..." onClick={() => void closeNow()}>
            Close applications
          </Button>
          <Button variant="ghost" onClick={() => setConfirmingClose(false)}>
            Keep open
          </Button>
        </div>
      ) : (
        <>
          <ButtonLink to={`/brand/creators/search?invite=${campaign.id}`} icon={<UserPlus aria-hidden="true" />}>
            Invite creators
          </ButtonLink>
          <ButtonLink to={campaignPaths.edit(campaign.id)} variant="secondary" icon={<Pencil aria-hidden="true" />}>
            Budget or deadline
          </ButtonLink>
          {campaign.visibility === 'public' && (
            <ButtonLink to={campaignPaths.view(campaign.id)} variant="ghost" icon={<Eye aria-hidden="true" />}>
              View as creators see it
            </ButtonLink>
          )}
          <Button variant="ghost" icon={<Lock aria-hidden="true" />} onClick={() => setConfirmingClose(true)}>
            Close
          </Button>
        </>
      )}
    </div>
  );
}

/** The brief, folded away once published so the applicants come first. */
function BriefPanel({ campaign }: { campaign: CampaignDetail }) {
  const [open, setOpen] = useState(campaign.status === 'draft');
  const panelId = useId();
  return (
    <section className="campaign-manage__brief" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`}>
        <button type="button" className="disclosure" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          The brief
          <ChevronDown aria-hidden="true" />
        </button>
      </h2>
      <div id={panelId} hidden={!open}>
        <CampaignBrief brief={campaign} level={3} showMissing={campaign.status === 'draft'} />
      </div>
    </section>
  );
}

function Applicants({ campaign }: { campaign: CampaignDetail }) {
  const titleId = useId();
  const applications = useCampaignApplications(campaign.id, campaign.status !== 'draft');
  const loaded = useMemo(() => applications.data?.pages.flatMap((page) => page.items) ?? [], [applications.data]);
  const appliedIds = useMemo(() => new Set(loaded.map((a) => a.creator_id)), [loaded]);
  if (campaign.status === 'draft') {
    return (
      <section className="campaign-manage__applicants" aria-labelledby={titleId}>
        <h2 id={titleId}>Applicants</h2>
        <p className="text-muted">Publish the campaign to receive applications. Creators cannot see a draft.</p>
      </section>
    );
  }
  return (
    <>
      <section className="campaign-manage__applicants" aria-labelledby={titleId}>
        <h2 id={titleId}>Applicants</h2>
        {applications.isPending ? (
          <PageSpinner label="Loading applications..." />
        ) : applications.isError ? (
          <Alert tone="error">
            <p>{readApiError(applications.error).message ?? 'The applications could not be loaded.'}</p>
            <Button variant="secondary" size="sm" onClick={() => void applications.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <>
            <ApplicantPipeline applications={loaded} canDecide={campaign.status === 'open' || campaign.status === 'closed'} />
            {applications.hasNextPage && (
              <Button
                variant="secondary"
                size="sm"
                busy={applications.isFetchingNextPage}
                busyText="Loading more..."
                onClick={() => void applications.fetchNextPage()}
              >
                Show more applications
              </Button>
            )}
          </>
        )}
      </section>
      {campaign.status === 'open' && <InviteSavedCreators campaignId={campaign.id} appliedIds={appliedIds} />}
    </>
  );
}

function ManagedCampaign({ campaign }: { campaign: CampaignDetail }) {
  const location = useLocation();
  const arrived = (location.state as CampaignPageState | null)?.notice;
  const [notice, setNotice] = useState<Notice>(arrived ? { tone: 'success', text: arrived } : null);
  const status = CAMPAIGN_STATUS_WORDS[campaign.status];
  const facts = [
    VISIBILITY_WORDS[campaign.visibility],
    campaign.published_at ? `Published ${whenText(campaign.published_at)}` : `Started ${whenText(campaign.created_at)}`,
    campaign.status === 'open' && campaign.application_deadline
      ? `Apply by ${deadlineText(campaign.application_deadline)}`
      : null,
    campaign.closed_at ? `Closed ${whenText(campaign.closed_at)}` : null,
  ].filter(Boolean);

  return (
    <div className="container campaign-manage">
      <Link to={campaignPaths.brandList} className="campaign-back">
        <ArrowLeft aria-hidden="true" />
        Your campaigns
      </Link>
      <header className="campaign-manage__header">
        <div className="campaign-manage__title">
          <h1>{campaign.title || 'Untitled campaign'}</h1>
          <StatusBadge label={status.label} tone={status.tone} prefix="Status:" />
        </div>
        <p className="text-muted">{facts.join(' · ')}</p>
        <StatusActions campaign={campaign} onNotice={setNotice} />
      </header>
      {notice && (
        <Alert tone={notice.tone}>
          <p>{notice.text}</p>
          {notice.problems && notice.problems.length > 0 && (
            <>
              <ul className="campaign-manage__problems">
                {notice.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
              <Link to={campaignPaths.edit(campaign.id)}>Complete the brief</Link>
            </>
          )}
        </Alert>
      )}
      <BriefPanel key={campaign.status} campaign={campaign} />
      <Applicants campaign={campaign} />
    </div>
  );
}

/** /brand/campaigns/:id: the owner's campaign, its status actions, and the applicants stage by stage. */
export function BrandCampaignPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const campaign = useCampaign(id);
  useDocumentTitle(campaign.data?.title || 'Campaign');

  if (user && user.user_type !== 'brand') return <BrandsOnlyMessage />;
  if (campaign.isPending || !user) return <PageSpinner label="Loading the campaign..." />;
  if (campaign.isError) {
    if (isMissing(campaign.error)) return <CampaignNotFound backTo={campaignPaths.brandList} backLabel="Your campaigns" />;
    return <LoadFailed title="We couldn't load this campaign" error={campaign.error} onRetry={() => void campaign.refetch()} />;
  }
  // Another brand's open campaign is readable, but only on the creators' page.
  if (campaign.data.brand.id !== user.id) return <CampaignNotFound backTo={campaignPaths.brandList} backLabel="Your campaigns" />;
  return <ManagedCampaign campaign={campaign.data} />;
}
