import { DISCOVERY_LIMITS } from '@sponsorly/shared';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldHint } from '../../../components/ui/field-parts';

/** How a search box change came: a pause in typing, or Enter / the Search button. */
export type SearchBoxEvent = 'typed' | 'submitted';

const TYPING_PAUSE_MS = 450;

interface SearchBoxProps {
  /** The words of the search on screen (from the address). */
  value: string;
  onSearch: (words: string, how: SearchBoxEvent) => void;
  /** The brand left the box: the next typing starts a new history entry. */
  onLeave: () => void;
}

/** The free-text search: runs after a pause in typing, or at once on Enter. */
export function SearchBox({ value, onSearch, onLeave }: SearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed under the box (back button, a recent search): show its words, unless they
  // are what is being typed ("vegan " is still "vegan").
  if (shown !== value) {
    setShown(value);
    if (draft.trim() !== value) setDraft(value);
  }

  const searchRef = useRef(onSearch);
  useEffect(() => {
    searchRef.current = onSearch;
  });
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = window.setTimeout(() => searchRef.current(draft.trim(), 'typed'), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim(), 'submitted');
  }

  return (
    <form role="search" className="search-box" onSubmit={submit} aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="field__label">
        Search creators
      </label>
      <div className="search-box__row">
        <div className="search-box__input">
          <Search aria-hidden="true" />
          <input
            id={`${id}-input`}
            type="search"
            className="field__control"
            placeholder="e.g. vegan baking"
            maxLength={DISCOVERY_LIMITS.queryMax}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={`${id}-hint`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={onLeave}
          />
        </div>
        <Button type="submit">Search</Button>
      </div>
      <FieldHint id={`${id}-hint`}>
        Every word must match. Use <q>exact phrase</q>, <kbd>or</kbd> between alternatives, and <kbd>-word</kbd> to leave a word
        out.
      </FieldHint>
    </form>
  );
}
