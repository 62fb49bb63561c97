import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError, joinIds } from './field-parts';
import './field.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** The label may hold a button (such as "Terms and Conditions"); clicking it does not tick the box. */
  label: ReactNode;
  error?: string;
  describedBy?: string;
}

export function CheckboxField({ label, error, describedBy, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field field--checkbox', className].filter(Boolean).join(' ')}>
      <div className="field__checkbox-row">
        <input
          id={id}
          type="checkbox"
          className="field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(error && errorId, describedBy)}
          {...input}
        />
        <label htmlFor={id} className="field__checkbox-label">
          {label}
        </label>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
