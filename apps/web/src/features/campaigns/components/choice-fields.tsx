import { useId, type ReactNode } from 'react';
import { useFormField } from '../../../components/form/use-form-field';
import { FieldError, joinIds } from '../../../components/ui/field-parts';

export interface ChoiceOption {
  value: string;
  label: string;
  /** A line under the label, in plain words. */
  description?: string;
}

interface ChoiceGroupProps {
  /** The form path of the value: a list of strings for checkboxes, a string for radios. */
  name: string;
  legend: string;
  options: readonly ChoiceOption[];
  hint?: ReactNode;
  /** Options side by side from this many columns on wider screens. */
  columns?: 1 | 2 | 3;
}

/**
 * A fieldset of checkboxes or radios bound to one form value. Each box carries the group's error in its
 * description and is marked invalid, so the form's focus lands on the first one after a failed save.
 */
function ChoiceGroup({ name, legend, options, hint, columns = 2, type }: ChoiceGroupProps & { type: 'checkbox' | 'radio' }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { field, errorProps } = useFormField(name);
  const chosen: string[] = type === 'checkbox' ? ((field.value as string[] | undefined) ?? []) : [String(field.value ?? '')];
  const invalid = Boolean(errorProps.error) || Boolean(errorProps.invalid);

  function change(value: string) {
    if (type === 'radio') field.onChange(value);
    else field.onChange(chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
  }

  return (
    <fieldset className="choice-group">
      <legend className="field__label">{legend}</legend>
      {hint !== undefined && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className={`choice-group__options choice-group__options--${columns}`}>
        {options.map((option, index) => (
          <label key={option.value} className={option.description ? 'choice choice--described' : 'choice'}>
            <input
              ref={index === 0 ? field.ref : undefined}
              type={type}
              name={name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={() => change(option.value)}
              onBlur={field.onBlur}
              aria-invalid={invalid || undefined}
              aria-describedby={joinIds(errorProps.error && errorId, hint !== undefined && hintId, errorProps.describedBy)}
            />
            <span className="choice__text">
              {/* A break is allowed after each slash, so "DIY/Home/Renovation" wraps between words. */}
              <span className="choice__label">{option.label.replaceAll('/', '/\u200B')}</span>
              {option.description && <span className="choice__description">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {errorProps.error && <FieldError id={errorId}>{errorProps.error}</FieldError>}
    </fieldset>
  );
}

export const FormCheckboxGroup = (props: ChoiceGroupProps) => <ChoiceGroup {...props} type="checkbox" />;
export const FormRadioGroup = (props: ChoiceGroupProps) => <ChoiceGroup {...props} type="radio" />;
