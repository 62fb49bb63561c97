import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldError, joinIds } from '../../../components/ui/field-parts';
import '../../../components/ui/field.css';

interface MessageFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'maxLength'> {
  label: string;
  value: string;
  /** The limit the counter shows ("123/500"). Typing past it is allowed, so a pasted text is not cut off unseen. */
  max: number;
  error?: string | undefined;
}

/** A text area with a live character counter that turns red past the limit. */
export function MessageField({ label, value, max, error, rows = 5, ...textarea }: MessageFieldProps) {
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const over = value.length > max;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="field__control field__control--textarea"
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(error && errorId, countId)}
        {...textarea}
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
