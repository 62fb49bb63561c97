import { ReportButton } from '../../../components/report/report-button';
import { PROFILE_MESSAGES, publicCreatorPath } from '@sponsorly/shared';
import { CalendarCheck, CircleAlert, Home, LogIn, ShieldAlert, UserPlus, UserRoundSearch } from 'lucide-react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { PageSpinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { loginPathReturningTo } from '../../../lib/return-path';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicCreator, useRecordCreatorView } from '../api/use-public-creator';
import { fullName } from '../lib/display';
import { CreatorPageActions } from './creator-page-actions';
import { PortfolioSection } from './portfolio-grid';
import { CreatorProfileHeader, CreatorProfileSections } from './creator-profile';
import { MoreLikeThis } from './more-like-this';
import { ReviewsSection } from '../../../components/reviews/reviews-section';
import './profile.css';

/**
 * /c/:handle: a creator as brands and visitors see them, the same card and sections as /profile, no
 * email, no editing. /creators/:id, the old address, moves here once the page is loaded.
 */
export function PublicCreatorPage() {
  const { id, handle } = useParams();
  const { pathname, search } = useLocation();
  const creator = usePublicCreator(handle !== undefined ? { handle } : { id: id ?? '' });
  const { user, isLoading: userLoading } = useCurrentUser();
  const loaded = creator.data;
  // Whoever is looking but the creator: the server decides what counts (admins count nothing).
  useRecordCreatorView(loaded?.id ?? '', loaded !== undefined && !userLoading && user?.id !== loaded.id);
  useDocumentTitle(loaded ? fullName(loaded.first_name, loaded.last_name) : 'Creator profile');

  if (loaded && handle === undefined) return <Navigate to={publicCreatorPath(loaded.handle)} replace />;

  if (creator.isPending) return <PageSpinner label="Loading profile..." />;
  if (creator.isError) {
    const { status, message } = readApiError(creator.error);
    if (status === 401) {
      return (
        <PageMessage
          icon={<LogIn />}
          title="Log in to see this creator"
          actions={
            <ButtonLink to={loginPathReturningTo(pathname + search)} icon={<LogIn aria-hidden="true" />}>
              Log in
            </ButtonLink>
          }
        >
          <p>{message ?? PROFILE_MESSAGES.creatorPageLimited}</p>
        </PageMessage>
      );
    }
    if (status === 403) {
      return (
        <PageMessage
          icon={<ShieldAlert />}
          title="Profile not available"
          actions={<ButtonLink to="/dashboard">Go to dashboard</ButtonLink>}
        >
          <p>{message ?? PROFILE_MESSAGES.creatorForbidden}</p>
        </PageMessage>
      );
    }
    // A malformed id (400) is as absent as an unknown one.
    if (status === 404 || status === 400) {
      return (
        <PageMessage
          icon={<UserRoundSearch />}
          title="Creator not found"
          actions={
            <ButtonLink to="/" icon={<Home aria-hidden="true" />}>
              Back to home
            </ButtonLink>
          }
        >
          <p>{PROFILE_MESSAGES.creatorNotFound}</p>
        </PageMessage>
      );
    }
    return (
      <PageMessage
        icon={<CircleAlert />}
        tone="error"
        title="We couldn't load this profile"
        actions={
          <Button variant="secondary" onClick={() => void creator.refetch()}>
            Try again
          </Button>
        }
      >
        <p>Please check your connection and try again.</p>
      </PageMessage>
    );
  }

  const profile = creator.data;
  const isBrand = user?.user_type === 'brand';
  const name = fullName(profile.first_name, profile.last_name);
  const visitor = !user && !userLoading;
  return (
    <div className="container profile-page">
      <CreatorProfileHeader
        profile={profile}
        actions={
          isBrand ? (
            <CreatorPageActions creatorId={profile.id} name={name} />
          ) : (
            visitor && <SignUpToWorkWith name={name} returnTo={publicCreatorPath(profile.handle)} />
          )
        }
      />
      <PortfolioSection items={profile.portfolio} />
      <CreatorProfileSections
        profile={profile}
        emptyText={<p className="text-muted">{profile.first_name} hasn't added profile details yet.</p>}
        packageActions={
          isBrand
            ? (pkg) => (
                <ButtonLink
                  to={`/deals/new?${new URLSearchParams({ creator: profile.id, package: pkg.id }).toString()}`}
                  variant="secondary"
                  size="sm"
                  icon={<CalendarCheck aria-hidden="true" />}
                  aria-label={`Book this package: ${pkg.title}`}
                >
                  Book this package
                </ButtonLink>
              )
            : undefined
        }
      />
      <ReviewsSection
        subjectId={profile.id}
        loggedIn={Boolean(user)}
        className="profile-section"
        emptyText={`No reviews yet. Brands review ${profile.first_name} after completed deals.`}
      />
      {user && user.id !== profile.id && (
        <p className="profile-report">
          <ReportButton kind="user" id={profile.id} what={name} />
        </p>
      )}
      {user && <MoreLikeThis source={profile} canSave={isBrand} />}
    </div>
  );
}

/** What a visitor who is not logged in can do on a creator's page: become a brand, then come back here. */
function SignUpToWorkWith({ name, returnTo }: { name: string; returnTo: string }) {
  return (
    <div className="creator-page-actions">
      <ButtonLink
        to={`/signup/brand?${new URLSearchParams({ next: returnTo }).toString()}`}
        icon={<UserPlus aria-hidden="true" />}
      >
        {PROFILE_MESSAGES.signUpToWorkWith(name)}
      </ButtonLink>
      <p className="creator-page-actions__note">
        Already on Sponsorly? <Link to={loginPathReturningTo(returnTo)}>Log in</Link>
      </p>
    </div>
  );
}
