import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldError, FieldHint, joinIds } from './field-parts';
import './field.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  ref?: Ref<HTMLTextAreaElement>;
  label: string;
  value: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Marks the field invalid when the message is shown elsewhere (a form-level error). */
  invalid?: boolean;
  describedBy?: string;
  /** Shows "used / maxLength" under the field; the count is part of the field's description. */
  showCount?: boolean;
}

export function TextAreaField({
  label,
  value,
  hint,
  error,
  invalid,
  describedBy,
  showCount = false,
  maxLength,
  className,
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const counted = showCount && maxLength !== undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="field__control field__control--textarea"
        rows={rows}
        value={value}
        maxLength={maxLength}
        aria-invalid={Boolean(error) || invalid || undefined}
        aria-describedby={joinIds(error && errorId, hint !== undefined && hintId, counted && countId, describedBy)}
        {...textarea}
      />
      {(hint !== undefined || counted) && (
        <div className="field__meta">
          {hint !== undefined ? <FieldHint id={hintId}>{hint}</FieldHint> : <span />}
          {counted && (
            <p id={countId} className="field__count">
              {value.length}/{maxLength}
              <span className="sr-only"> characters</span>
            </p>
          )}
        </div>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
