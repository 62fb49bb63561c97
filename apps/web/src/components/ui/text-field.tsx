import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError, FieldHint, joinIds } from './field-parts';
import './field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Marks the field invalid when the message is shown elsewhere (a form-level error). */
  invalid?: boolean;
  /** Another element that describes this field, such as that form-level error. */
  describedBy?: string;
}

export function TextField({ label, hint, error, invalid, describedBy, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isInvalid = Boolean(error) || Boolean(invalid);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__control"
        aria-invalid={isInvalid || undefined}
        aria-describedby={joinIds(error && errorId, hint !== undefined && hintId, describedBy)}
        {...input}
      />
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
