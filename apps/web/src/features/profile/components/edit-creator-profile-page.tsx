import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOwnProfile } from '../api/use-own-profile';
import { BRAND_EDIT_PATH } from '../lib/paths';
import { CreatorProfileForm } from './creator-profile-form';
import { ProfileLoadError, ProfileNotAvailable } from './profile-states';

/** /profile/edit. Brands have their own form, and are sent to it. */
export function EditCreatorProfilePage() {
  useDocumentTitle('Edit Profile');
  const state = useOwnProfile();
  if (state.status === 'loading') return <PageSpinner label="Loading your profile..." />;
  if (state.status === 'logged-out') return <ProfileNotAvailable />;
  if (state.status === 'error') return <ProfileLoadError onRetry={state.retry} />;
  if (state.profile.user_type === 'brand') return <Navigate to={BRAND_EDIT_PATH} replace />;
  return <CreatorProfileForm profile={state.profile} />;
}
