import { DURATIONS, type BrandProfileInput, type CreatorProfileInput } from '@sponsorly/shared';
import type { FormEvent } from 'react';
import { readApiError } from '../../../lib/api-error';
import { useRedirectAfter } from '../../../lib/use-redirect-after';
import { useSaveProfile } from '../api/use-save-profile';
import { fieldErrorsFromServer, type FieldErrors } from './field-errors';

interface SubmitOptions<V> {
  values: V;
  showErrors: (form: HTMLFormElement, errors: FieldErrors) => void;
  /** The shared schema's check, run before anything is sent. */
  validate: (values: V) => FieldErrors | null;
  toInput: (values: V) => CreatorProfileInput | BrandProfileInput;
}

/**
 * Saving a profile form, the same for creators and brands: check with the shared schema, send, show the
 * server's field errors under their fields (the values stay as typed), and go to the dashboard two
 * seconds after a success.
 */
export function useProfileSubmit<V>({ values, showErrors, validate, toInput }: SubmitOptions<V>) {
  const save = useSaveProfile();
  useRedirectAfter('/dashboard', DURATIONS.redirectDelay, save.isSuccess);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (save.isPending || save.isSuccess) return;
    const invalid = validate(values);
    if (invalid) {
      save.reset();
      showErrors(formElement, invalid);
      return;
    }
    showErrors(formElement, {});
    save.mutate(toInput(values), {
      onError: (error) => showErrors(formElement, fieldErrorsFromServer(readApiError(error).fields)),
    });
  }

  return { save, handleSubmit };
}
