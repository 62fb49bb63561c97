import { Pencil, Tags } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOwnProfile } from '../api/use-own-profile';
import { BRAND_EDIT_PATH, CREATOR_EDIT_PATH, RATE_CARD_PATH } from '../lib/paths';
import { BrandProfileSummary } from './brand-profile-summary';
import { CompletionMeter } from './completion-meter';
import { PortfolioSection } from './portfolio-grid';
import { CreatorProfileHeader, CreatorProfileSections } from './creator-profile';
import { ProfileLoadError, ProfileNotAvailable } from './profile-states';
import './profile.css';

/** /profile: the logged-in user's own profile, read-only (spec section 2). */
export function MyProfilePage() {
  useDocumentTitle('My Profile');
  const state = useOwnProfile();

  if (state.status === 'loading') return <PageSpinner label="Loading your profile..." />;
  if (state.status === 'logged-out') return <ProfileNotAvailable />;
  if (state.status === 'error') return <ProfileLoadError onRetry={state.retry} />;

  const { profile } = state;
  if (profile.user_type === 'brand') {
    return (
      <div className="container profile-page">
        <CompletionMeter percent={profile.profile_completion ?? 0} editPath={BRAND_EDIT_PATH} />
        <BrandProfileSummary profile={profile} />
      </div>
    );
  }
  return (
    <div className="container profile-page">
      <CompletionMeter percent={profile.profile_completion ?? 0} editPath={CREATOR_EDIT_PATH} />
      <CreatorProfileHeader
        profile={profile}
        actions={
          <>
            <ButtonLink to={CREATOR_EDIT_PATH} icon={<Pencil aria-hidden="true" />}>
              Edit Profile
            </ButtonLink>
            <ButtonLink to={RATE_CARD_PATH} variant="secondary" icon={<Tags aria-hidden="true" />}>
              Rate card
            </ButtonLink>
          </>
        }
      />
      <PortfolioSection items={profile.portfolio} />
      <CreatorProfileSections
        profile={profile}
        rateCardAction={
          <Link to={RATE_CARD_PATH} className="profile-section__action">
            Manage packages
          </Link>
        }
        emptyText={
          <>
            <p className="profile-empty__title">Your profile is waiting for its story</p>
            <p className="text-muted">Add a bio, your content categories and your links so brands know what you make.</p>
            <ButtonLink to={CREATOR_EDIT_PATH} variant="secondary">
              Add details
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
