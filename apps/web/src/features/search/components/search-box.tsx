import { DISCOVERY_LIMITS, type CreatorSuggestion } from '@sponsorly/shared';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldHint } from '../../../components/ui/field-parts';
import { useSuggestions } from '../api/use-suggestions';
import { SuggestionList, suggestionId } from './suggestion-list';

/** How a search box change came: a pause in typing, or Enter / the Search button. */
export type SearchBoxEvent = 'typed' | 'submitted';

const TYPING_PAUSE_MS = 450;

interface SearchBoxProps {
  /** The words of the search on screen (from the address). */
  value: string;
  onSearch: (words: string, how: SearchBoxEvent) => void;
  /** The brand left the box: the next typing starts a new history entry. */
  onLeave: () => void;
  /** A suggestion chosen (click, or Enter on the highlighted one). */
  onPick: (suggestion: CreatorSuggestion) => void;
}

/**
 * The free-text search: runs after a pause in typing, or at once on Enter. As the brand types, up to 8
 * suggestions (names, categories, places) open under the box: a WAI-ARIA combobox, where the arrow keys
 * move through them (aria-activedescendant; focus stays in the box), Enter picks the highlighted one and
 * Escape closes the list.
 */
export function SearchBox({ value, onSearch, onLeave, onPick }: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [draft, setDraft] = useState(value);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(draft, listOpen);
  const items = listOpen ? suggestions : [];
  const expanded = items.length > 0;
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
    setListOpen(false);
    onSearch(draft.trim(), 'submitted');
  }

  function pick(suggestion: CreatorSuggestion) {
    setListOpen(false);
    setActive(-1);
    onPick(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!listOpen) setListOpen(true);
      if (!items.length) return;
      event.preventDefault();
      const last = items.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < items.length) {
      event.preventDefault();
      pick(items[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setListOpen(false);
      setActive(-1);
    }
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
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 && active < items.length ? suggestionId(listId, active) : undefined}
            aria-describedby={`${id}-hint`}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setListOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setListOpen(false);
              setActive(-1);
              onLeave();
            }}
          />
          <SuggestionList id={listId} items={items} active={active} onPick={pick} />
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
