import { SITE_TIMINGS, type BrandProfileUpdate, type CreatorProfileUpdate } from '@sponsorly/shared';
import type { FormFailure } from '../../../components/form/form-errors';
import { readApiError } from '../../../lib/api-error';
import { useRedirectAfter } from '../../../lib/use-redirect-after';
import { useSaveProfile } from '../api/use-save-profile';

/**
 * Saving a profile form, the same for creators and brands: the values come checked by the shared schema;
 * the server's field errors go under their fields (the values stay as typed) beside the red box, and
 * the dashboard follows two seconds after a success.
 */
export function useProfileSubmit() {
  const save = useSaveProfile();
  useRedirectAfter('/dashboard', SITE_TIMINGS.redirectDelay, save.isSuccess);

  async function saveProfile(profile: CreatorProfileUpdate | BrandProfileUpdate): Promise<FormFailure | void> {
    if (save.isPending || save.isSuccess) return;
    try {
      await save.mutateAsync(profile);
    } catch (error) {
      return { fields: readApiError(error).fields };
    }
  }

  return { save, saveProfile };
}
