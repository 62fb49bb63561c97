import { get, useFormState } from 'react-hook-form';
import { CheckboxField, type CheckboxFieldProps } from '../ui/checkbox-field';
import { FieldError } from '../ui/field-parts';
import { SelectField, type SelectFieldProps } from '../ui/select-field';
import { TextAreaField, type TextAreaFieldProps } from '../ui/text-area-field';
import { TextField, type TextFieldProps } from '../ui/text-field';
import { firstMessage } from './form-errors';
import { useFormField } from './use-form-field';

/** What the form supplies to a field; the rest (label, hint, type...) is the page's. */
type Bound = 'name' | 'value' | 'checked' | 'onChange' | 'onBlur' | 'error' | 'invalid' | 'describedBy' | 'ref';

export function FormTextField({ name, liveMax, ...props }: Omit<TextFieldProps, Bound> & { name: string; liveMax?: number }) {
  const { field, errorProps } = useFormField(name, { liveMax });
  return <TextField {...props} {...errorProps} {...field} value={field.value ?? ''} />;
}

export function FormSelectField({ name, ...props }: Omit<SelectFieldProps, Bound> & { name: string }) {
  const { field, errorProps } = useFormField(name);
  return <SelectField {...props} {...errorProps} {...field} value={field.value ?? ''} />;
}

export function FormTextAreaField({
  name,
  liveMax,
  ...props
}: Omit<TextAreaFieldProps, Bound> & { name: string; liveMax?: number }) {
  const { field, errorProps } = useFormField(name, { liveMax });
  return <TextAreaField {...props} {...errorProps} {...field} value={field.value ?? ''} />;
}

export function FormCheckboxField({ name, ...props }: Omit<CheckboxFieldProps, Bound> & { name: string }) {
  const { field, errorProps } = useFormField(name);
  const { value, ...rest } = field;
  return <CheckboxField {...props} {...errorProps} {...rest} checked={Boolean(value)} />;
}

/**
 * The message of a list of rows as a whole ("Add at least one deliverable"), under `root` of its path;
 * each row's fields have their own.
 */
export function useFormListMessage(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const listError = get(errors, name) as { root?: unknown; message?: unknown } | undefined;
  return firstMessage(listError?.root) ?? (typeof listError?.message === 'string' ? listError.message : undefined);
}

/** Shows the message of a list of rows as a whole (see useFormListMessage). */
export function FormListError({ name, id }: { name: string; id: string }) {
  const message = useFormListMessage(name);
  return message ? <FieldError id={id}>{message}</FieldError> : null;
}
