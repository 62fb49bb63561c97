import { DISCOVERY_LIMITS, DISCOVERY_MESSAGES } from '@sponsorly/shared';
import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, FieldHint, joinIds } from '../../../components/ui/field-parts';

interface CategoryFilterProps {
  chosen: readonly string[];
  onChange: (categories: string[]) => void;
}

/** Categories as tags: type one and press Enter or Add; each chosen one has its own remove button. */
export function CategoryFilter({ chosen, onChange }: CategoryFilterProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add() {
    const tag = draft.trim();
    if (!tag) return;
    if (chosen.length >= DISCOVERY_LIMITS.filterValuesMax) return setProblem(DISCOVERY_MESSAGES.tooManyValues);
    setProblem(null);
    setDraft('');
    // Case does not matter to the search, so "Vegan" after "vegan" adds nothing.
    if (!chosen.some((c) => c.toLowerCase() === tag.toLowerCase())) onChange([...chosen, tag]);
  }

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="filter-group">
      <legend id={`${id}-legend`} className="filter-group__legend">
        Categories
      </legend>
      <div className="category-filter__row">
        <input
          className="field__control"
          aria-labelledby={`${id}-legend`}
          aria-describedby={joinIds(problem !== null && `${id}-error`, `${id}-hint`)}
          aria-invalid={problem !== null || undefined}
          maxLength={DISCOVERY_LIMITS.filterTextMax}
          autoComplete="off"
          enterKeyHint="enter"
          placeholder="vegan, skincare..."
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={addOnEnter}
        />
        <Button variant="secondary" icon={<Plus aria-hidden="true" />} onClick={add}>
          Add<span className="sr-only"> category</span>
        </Button>
      </div>
      <FieldHint id={`${id}-hint`}>Creators with any of them.</FieldHint>
      {problem && <FieldError id={`${id}-error`}>{problem}</FieldError>}
      {chosen.length > 0 && (
        <ul className="filter-chips">
          {chosen.map((category) => (
            <li key={category} className="filter-chip">
              <span>{category}</span>
              <button type="button" onClick={() => onChange(chosen.filter((c) => c !== category))}>
                <X aria-hidden="true" />
                <span className="sr-only">Remove category {category}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
