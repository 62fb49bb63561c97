import { useId, useState, type KeyboardEvent } from 'react';
import { FieldError, FieldHint, joinIds } from '../../../components/ui/field-parts';
import type { ReadBound } from '../lib/range-text';

interface RangeFieldsProps {
  legend: string;
  hint: string;
  min: number | undefined;
  max: number | undefined;
  /** Reads a box's text into the unit the search takes (cents, followers). */
  read: (text: string) => ReadBound;
  /** Writes a bound back as the box shows it. */
  write: (value: number | undefined) => string;
  rangeMessage: string;
  inputMode: 'decimal' | 'text';
  onApply: (min: number | undefined, max: number | undefined) => void;
}

/**
 * A "from - to" filter typed in the unit people think in (dollars, "10k"), applied when the brand
 * presses Enter or leaves the box, so the search does not run on every keystroke.
 */
export function RangeFields({ legend, hint, min, max, read, write, rangeMessage, inputMode, onApply }: RangeFieldsProps) {
  const id = useId();
  const [draft, setDraft] = useState({ min: write(min), max: write(max) });
  const [shown, setShown] = useState({ min, max });
  const [error, setError] = useState<{ field: 'min' | 'max'; message: string } | null>(null);
  // The address changed (back button, a suggestion, "Clear all"): the boxes show the search again.
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    setDraft({ min: write(min), max: write(max) });
    setError(null);
  }

  function apply() {
    const low = read(draft.min);
    const high = read(draft.max);
    if (!low.ok) return setError({ field: 'min', message: low.message });
    if (!high.ok) return setError({ field: 'max', message: high.message });
    if (low.value !== undefined && high.value !== undefined && low.value > high.value)
      return setError({ field: 'min', message: rangeMessage });
    setError(null);
    if (low.value !== min || high.value !== max) onApply(low.value, high.value);
  }

  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply();
  };
  const input = (field: 'min' | 'max', label: string) => (
    <div className="range-fields__field">
      <label htmlFor={`${id}-${field}`} className="field__label">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        className="field__control"
        inputMode={inputMode}
        autoComplete="off"
        placeholder="Any"
        value={draft[field]}
        aria-invalid={error?.field === field || undefined}
        aria-describedby={joinIds(error?.field === field && `${id}-error`, `${id}-hint`)}
        onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
        onKeyDown={applyOnEnter}
        onBlur={apply}
      />
    </div>
  );

  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      <div className="range-fields">
        {input('min', 'Min')}
        {input('max', 'Max')}
      </div>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      {error && <FieldError id={`${id}-error`}>{error.message}</FieldError>}
    </fieldset>
  );
}
