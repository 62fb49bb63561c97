import { useId } from 'react';
import { useFormField } from '../../../components/form/use-form-field';
import { FieldError, joinIds } from '../../../components/ui/field-parts';
import '../../../components/ui/field.css';

interface MessageFieldProps {
  /** The path of the text in the form's values. */
  name: string;
  label: string;
  /** The limit the counter shows ("123/500"). Typing past it is allowed, so a pasted text is not cut off unseen. */
  max: number;
  required?: boolean;
  rows?: number;
}

/** A text area with a live character counter that turns red past the limit, where "too long" is said at once. */
export function MessageField({ name, label, max, required, rows = 5 }: MessageFieldProps) {
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const { field, errorProps } = useFormField(name, { liveMax: max });
  const value = String(field.value ?? '');
  const error = errorProps.error;
  const over = value.length > max;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        {...field}
        id={id}
        value={value}
        required={required}
        className="field__control field__control--textarea"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(error && errorId, countId)}
      />
      <div className="field__meta">
        <span />
        <p id={countId} className={['field__count', over ? 'field__count--over' : ''].filter(Boolean).join(' ')}>
          {value.length}/{max}
          <span className="sr-only"> characters</span>
        </p>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
