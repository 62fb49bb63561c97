import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldError, FieldHint, joinIds } from './field-parts';
import './field.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  ref?: Ref<HTMLSelectElement>;
  label: string;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: string | undefined;
  invalid?: boolean;
  describedBy?: string;
}

export function SelectField({ label, options, hint, error, invalid, describedBy, className, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isInvalid = Boolean(error) || Boolean(invalid);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__select-wrap">
        <select
          id={id}
          className="field__control field__control--select"
          aria-invalid={isInvalid || undefined}
          aria-describedby={joinIds(error && errorId, hint !== undefined && hintId, describedBy)}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="field__select-icon" aria-hidden="true" />
      </div>
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
