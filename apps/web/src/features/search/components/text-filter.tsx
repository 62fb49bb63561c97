import { DISCOVERY_LIMITS } from '@sponsorly/shared';
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';

interface TextFilterProps {
  label: string;
  hint: string;
  value: string | undefined;
  onApply: (value: string | undefined) => void;
}

/** A one-line text filter (location), applied on Enter or when the brand leaves the box. */
export function TextFilter({ label, hint, value, onApply }: TextFilterProps) {
  const [draft, setDraft] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  const apply = () => {
    const next = draft.trim() || undefined;
    if (next !== value) onApply(next);
  };
  return (
    <TextField
      className="filter-group"
      label={label}
      hint={hint}
      value={draft}
      maxLength={DISCOVERY_LIMITS.filterTextMax}
      autoComplete="off"
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && apply()}
      onBlur={apply}
    />
  );
}
