import { useController, useFormContext } from 'react-hook-form';
import { firstMessage } from './form-errors';
import { useFormSettings } from './form-settings';

interface FieldOptions {
  /** Past this many characters the field is checked while it is typed, so "too long" shows at once. */
  liveMax?: number | undefined;
}

/** What a UI field needs to show a form's error: its own message, or a mark pointing at <FormAlert>. */
export interface FieldErrorProps {
  error?: string | undefined;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * Binds one field to the form by its path (`email`, `social_links.youtube`, `deliverables.2.due_date`):
 * its value, and the error found at that path or below it.
 */
export function useFormField(name: string, { liveMax }: FieldOptions = {}) {
  const { field, fieldState } = useController({ name });
  const { trigger } = useFormContext();
  const { alertId, formWideMessages } = useFormSettings();
  const message = firstMessage(fieldState.error);

  const errorProps: FieldErrorProps =
    message !== undefined && formWideMessages.includes(message) ? { invalid: true, describedBy: alertId } : { error: message };

  /** Takes a change event of the field, or the new value itself. */
  function onChange(change: unknown) {
    field.onChange(change);
    const target = (change as { target?: unknown } | null)?.target;
    const value = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target.value : change;
    if (liveMax !== undefined && typeof value === 'string' && (value.length > liveMax || fieldState.error)) void trigger(name);
  }

  return { field: { ...field, onChange }, errorProps, message };
}
