import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstInvalid, type FieldErrors } from './field-errors';

/**
 * State of a profile form: the values, refilled whenever the saved profile changes (after a save, or
 * a load), and the errors by field. Editing a field clears its error.
 */
export function useProfileForm<P, V extends object>(profile: P, toValues: (profile: P) => V) {
  const [values, setValues] = useState(() => toValues(profile));
  const [loadedFrom, setLoadedFrom] = useState(profile);
  const [errors, setErrors] = useState<FieldErrors>({});

  // A new saved profile replaces what the form shows (React's "adjust state when a prop changes").
  if (loadedFrom !== profile) {
    setLoadedFrom(profile);
    setValues(toValues(profile));
    setErrors({});
  }

  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const setField = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  /** Shows the errors under their fields, then moves focus to the first one (after it is on screen). */
  const showErrors = useCallback((form: HTMLFormElement, next: FieldErrors) => {
    flushSync(() => setErrors(next));
    focusFirstInvalid(form, next);
  }, []);

  return { values, setValues, setField, errors, clearError, showErrors };
}
