import type { MyCampaign } from '@sponsorly/shared';
import { Megaphone, Pencil, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyCampaigns } from '../api/use-brand-campaigns';
import { CAMPAIGN_STATUS_WORDS, VISIBILITY_WORDS, budgetText, deadlineText, whenText } from '../lib/campaign-words';
import { campaignPaths } from '../lib/paths';
import { BrandsOnlyMessage, LoadFailed } from './campaign-states';
import { StatusBadge } from './status-badge';
import './campaigns.css';

function CampaignRow({ campaign }: { campaign: MyCampaign }) {
  const titleId = useId();
  const status = CAMPAIGN_STATUS_WORDS[campaign.status];
  const { applications, offers, deals } = campaign.counts;
  const budget = budgetText(campaign.budget_min_cents, campaign.budget_max_cents);
  const editable = campaign.status === 'draft' || campaign.status === 'open';
  const facts = [
    VISIBILITY_WORDS[campaign.visibility],
    budget ? `${budget} per creator` : null,
    campaign.status === 'draft'
      ? `Started ${whenText(campaign.created_at)}`
      : campaign.status === 'open' && campaign.application_deadline
        ? `Apply by ${deadlineText(campaign.application_deadline)}`
        : campaign.closed_at
          ? `Closed ${whenText(campaign.closed_at)}`
          : null,
  ].filter(Boolean);
  const counts = [
    { label: 'New', value: applications.submitted },
    { label: 'Shortlisted', value: applications.shortlisted },
    { label: 'Declined', value: applications.declined },
    { label: 'Offers', value: offers },
    { label: 'Deals', value: deals },
  ];

  return (
    <li>
      <article className="campaign-row" aria-labelledby={titleId}>
        <div className="campaign-row__head">
          <h2 id={titleId} className="campaign-row__title">
            <Link to={campaignPaths.manage(campaign.id)}>{campaign.title || 'Untitled campaign'}</Link>
          </h2>
          <StatusBadge label={status.label} tone={status.tone} prefix="Status:" />
        </div>
        <p className="campaign-row__facts text-muted">{facts.join(' · ')}</p>
        {campaign.status === 'draft' ? (
          <p className="campaign-row__note text-muted">Not published yet: creators cannot see it.</p>
        ) : (
          <dl className="campaign-counts" aria-label="Applicants, offers and deals">
            {counts.map((count) => (
              <div
                key={count.label}
                className={
                  count.value > 0 && count.label === 'New'
                    ? 'campaign-counts__item campaign-counts__item--new'
                    : 'campaign-counts__item'
                }
              >
                <dt>{count.label}</dt>
                <dd>{count.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="campaign-row__actions">
          <ButtonLink to={campaignPaths.manage(campaign.id)} variant="secondary" size="sm">
            {campaign.status === 'draft' ? 'View' : 'Applicants'}
            <span className="sr-only"> {campaign.title || 'Untitled campaign'}</span>
          </ButtonLink>
          {editable && (
            <ButtonLink to={campaignPaths.edit(campaign.id)} variant="ghost" size="sm" icon={<Pencil aria-hidden="true" />}>
              {campaign.status === 'draft' ? 'Edit' : 'Budget or deadline'}
              <span className="sr-only"> of {campaign.title || 'Untitled campaign'}</span>
            </ButtonLink>
          )}
        </div>
      </article>
    </li>
  );
}

/** /brand/campaigns: the brand's campaigns in every state, newest first, with applicants counted. */
export function BrandCampaignsPage() {
  useDocumentTitle('Your campaigns');
  const { user } = useCurrentUser();
  const isBrand = user?.user_type === 'brand';
  const campaigns = useMyCampaigns();

  if (user && !isBrand) return <BrandsOnlyMessage />;
  if (campaigns.isPending) return <PageSpinner label="Loading your campaigns..." />;
  if (campaigns.isError)
    return (
      <LoadFailed title="We couldn't load your campaigns" error={campaigns.error} onRetry={() => void campaigns.refetch()} />
    );

  const items = campaigns.data.pages.flatMap((page) => page.items);
  return (
    <div className="container campaigns-page">
      <header className="campaigns-page__header">
        <div>
          <h1>Your campaigns</h1>
          <p className="text-muted">Write a brief, publish it, and choose among the creators who apply.</p>
        </div>
        <ButtonLink to={campaignPaths.new} icon={<Plus aria-hidden="true" />}>
          Create campaign
        </ButtonLink>
      </header>

      {items.length === 0 ? (
        <div className="campaigns-empty">
          <Megaphone aria-hidden="true" />
          <p className="campaigns-empty__title">No campaigns yet</p>
          <p className="text-muted">
            A campaign tells creators what you want made, for how much and by when. Save it as a draft while you write, and
            publish when it is ready.
          </p>
          <ButtonLink to={campaignPaths.new} icon={<Plus aria-hidden="true" />}>
            Create your first campaign
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className="campaign-rows">
            {items.map((campaign) => (
              <CampaignRow key={campaign.id} campaign={campaign} />
            ))}
          </ul>
          {campaigns.hasNextPage && (
            <Button
              variant="secondary"
              busy={campaigns.isFetchingNextPage}
              busyText="Loading more..."
              onClick={() => void campaigns.fetchNextPage()}
            >
              Show more campaigns
            </Button>
          )}
        </>
      )}
    </div>
  );
}
