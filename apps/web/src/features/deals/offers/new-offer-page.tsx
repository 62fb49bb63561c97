import {
  DEAL_MESSAGES,
  emptyOfferForm,
  offerFormFromCampaign,
  offerFormFromPackage,
  publicCreatorPath,
  type CreatorProfileView,
  type DealTermsFormValues,
  type OfferFormOutput,
} from '@sponsorly/shared';
import { ArrowLeft, CircleAlert, Search, ShieldAlert, UserRoundSearch } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CreatorCard } from '../../../components/creator-card/creator-card';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { PageSpinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApplicationPrice, useMakeOffer, useOfferCampaign, useOfferCreator, usePlatformFeePercent } from './use-offer-sources';
import { creatorCardFromProfile } from './creator-card-data';
import { dealFormFailure, SEND_FAILED } from '../lib/form-failure';
import { dealPaths } from '../lib/paths';
import { todayDate } from '../lib/time-words';
import { OfferForm } from './offer-form';
import '../styles/deal-pages.css';
import './new-offer-page.css';

/** What the URL names: the creator, and where the offer comes from. */
function useOfferParams() {
  const [params] = useSearchParams();
  const read = (name: string) => params.get(name)?.trim() || null;
  return {
    creatorId: read('creator') ?? '',
    campaignId: read('campaign'),
    applicationId: read('application'),
    invitationId: read('invitation'),
    packageId: read('package'),
  };
}

function CreatorMissing({ title, text }: { title: string; text: string }) {
  return (
    <PageMessage
      icon={<UserRoundSearch />}
      title={title}
      actions={
        <ButtonLink to="/brand/creators/search" icon={<Search aria-hidden="true" />}>
          Find creators
        </ButtonLink>
      }
    >
      <p>{text}</p>
    </PageMessage>
  );
}

function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <PageMessage
      icon={<CircleAlert />}
      tone="error"
      title={`We couldn't load ${what}`}
      actions={
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      }
    >
      <p>Please check your connection and try again.</p>
    </PageMessage>
  );
}

/**
 * /deals/new?creator=<id>[&campaign=][&application=][&invitation=][&package=]: a brand's offer to a
 * creator, prefilled from one of the creator's packages or from the campaign (and the price the creator
 * proposed in their application). On success, the deal's page.
 */
export function NewOfferPage() {
  const { user } = useCurrentUser();
  const { creatorId, campaignId, applicationId, invitationId, packageId } = useOfferParams();
  const creator = useOfferCreator(creatorId);
  const campaign = useOfferCampaign(campaignId);
  const applicationPrice = useApplicationPrice(campaignId, applicationId);
  const feePercent = usePlatformFeePercent();
  const makeOffer = useMakeOffer();
  const navigate = useNavigate();
  // Fixed when the page opens, so the due dates do not move under the brand's hands at midnight.
  const [today] = useState(todayDate);
  const name = creator.data ? `${creator.data.first_name} ${creator.data.last_name}`.trim() : undefined;
  useDocumentTitle(name ? `Offer to ${name}` : 'Make an offer');

  if (user && user.user_type !== 'brand') {
    return (
      <PageMessage
        icon={<ShieldAlert />}
        title="Only brands make offers"
        actions={<ButtonLink to={dealPaths.list}>See your deals</ButtonLink>}
      >
        <p>{DEAL_MESSAGES.brandsOnlyOffer} Offers brands send you show on your deals page.</p>
      </PageMessage>
    );
  }
  if (!creatorId)
    return <CreatorMissing title="Choose a creator first" text="Open a creator's page and choose “Make an offer”." />;
  if (creator.isPending || (campaignId && campaign.isPending) || (campaignId && applicationId && applicationPrice.isPending)) {
    return <PageSpinner label="Preparing the offer..." />;
  }
  if (creator.isError) {
    const { status } = readApiError(creator.error);
    if (status === 404 || status === 400)
      return <CreatorMissing title="Creator not found" text={DEAL_MESSAGES.creatorNotFound} />;
    return <LoadFailed what="this creator" retry={() => void creator.refetch()} />;
  }

  const profile = creator.data;
  const pkg = packageId ? profile.packages.find((p) => p.id === packageId) : undefined;
  const from = campaign.data ?? null;
  const initial: DealTermsFormValues = pkg
    ? offerFormFromPackage(pkg, today)
    : from
      ? offerFormFromCampaign(from, today, applicationPrice.data)
      : emptyOfferForm(today);
  const creatorName = name ?? 'The creator';

  async function send(terms: OfferFormOutput) {
    try {
      const answer = await makeOffer.mutateAsync({
        creator_id: creatorId,
        campaign_id: campaignId ?? undefined,
        application_id: applicationId ?? undefined,
        invitation_id: invitationId ?? undefined,
        package_id: pkg?.id,
        ...terms,
      });
      await navigate(dealPaths.view(answer.deal.id));
    } catch (error) {
      return dealFormFailure(error, SEND_FAILED);
    }
  }

  return (
    <div className="container deal-narrow-page">
      <Link to={publicCreatorPath(profile.handle)} className="deal-back-link">
        <ArrowLeft aria-hidden="true" />
        Back to {creatorName}
      </Link>
      <header className="deal-page-header">
        <h1>Make an offer to {creatorName}</h1>
        <OfferSource pkgTitle={pkg?.title} campaignTitle={from?.title} />
      </header>
      {packageId && !pkg && (
        <Alert tone="info">This package is no longer on {creatorName}’s rate card, so the offer starts blank.</Alert>
      )}
      {campaignId && campaign.isError && (
        <Alert tone="info">We couldn’t load the campaign, so the offer starts blank. The offer still names it.</Alert>
      )}
      <OfferCreator profile={profile} />
      <OfferForm
        initial={initial}
        creatorName={profile.first_name || creatorName}
        feePercent={feePercent}
        today={today}
        onSend={send}
      />
    </div>
  );
}

function OfferSource({ pkgTitle, campaignTitle }: { pkgTitle: string | undefined; campaignTitle: string | undefined }) {
  if (pkgTitle) return <p className="text-muted">Starting from the package “{pkgTitle}”. Change anything before you send it.</p>;
  if (campaignTitle)
    return <p className="text-muted">For your campaign “{campaignTitle}”. Change anything before you send it.</p>;
  return <p className="text-muted">Say what you need, by when and for how much. The creator can accept, counter or decline.</p>;
}

function OfferCreator({ profile }: { profile: Omit<CreatorProfileView, 'email'> }) {
  return (
    <section className="deal-offer-creator" aria-label="The creator">
      <CreatorCard creator={creatorCardFromProfile(profile)} headingLevel="h2" />
    </section>
  );
}
