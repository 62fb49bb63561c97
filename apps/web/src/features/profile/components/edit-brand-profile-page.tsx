import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOwnProfile } from '../api/use-own-profile';
import { BrandProfileForm } from './brand-profile-form';
import { CREATOR_EDIT_PATH } from '../lib/paths';
import { ProfileLoadError, ProfileNotAvailable } from './profile-states';

/** /brand/profile/edit. Creators have their own form, and are sent to it. */
export function EditBrandProfilePage() {
  useDocumentTitle('Edit Brand Profile');
  const state = useOwnProfile();
  if (state.status === 'loading') return <PageSpinner label="Loading your profile..." />;
  if (state.status === 'logged-out') return <ProfileNotAvailable />;
  if (state.status === 'error') return <ProfileLoadError onRetry={state.retry} />;
  if (state.profile.user_type !== 'brand') return <Navigate to={CREATOR_EDIT_PATH} replace />;
  return <BrandProfileForm profile={state.profile} />;
}
