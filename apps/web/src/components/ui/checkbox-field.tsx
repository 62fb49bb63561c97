import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError, joinIds } from './field-parts';
import './field.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** The label may hold a button (such as "Terms and Conditions"); clicking it does not tick the box. */
  label: ReactNode;
  error?: string | undefined;
  /** Marks the box invalid when the message is shown elsewhere (a form-level error). */
  invalid?: boolean;
  describedBy?: string;
}

export function CheckboxField({ label, error, invalid, describedBy, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field field--checkbox', className].filter(Boolean).join(' ')}>
      <div className="field__checkbox-row">
        <input
          id={id}
          type="checkbox"
          className="field__checkbox"
          aria-invalid={Boolean(error) || invalid || undefined}
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
