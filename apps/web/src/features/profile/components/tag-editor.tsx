import { PROFILE_LIMITS } from '@sponsorly/shared';
import { Plus, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFormField } from '../../../components/form/use-form-field';
import { Button } from '../../../components/ui/button';
import { FieldError, FieldHint, joinIds } from '../../../components/ui/field-parts';
import { addTag } from '../lib/tag-list';
import './profile.css';
import './profile-form.css';

interface TagEditorProps {
  /**
   * The list's path in the form (`categories`...), also the text box's name. An error for the list or
   * any of its tags (`categories.3`), from the form's check or the server, shows here.
   */
  name: string;
  label: string;
  placeholder?: string;
}

/**
 * A list of short tags: type and press Enter (which does not submit the form) or Add; x removes one.
 * The fieldset's legend names both the group and its text box, so "Add" and "Remove ..." are heard
 * with the list they belong to.
 */
export function TagEditor({ name, label, placeholder }: TagEditorProps) {
  const { field, errorProps } = useFormField(name);
  const tags = (field.value ?? []) as string[];
  const onChange = (next: string[]) => field.onChange(next);
  const error = errorProps.error;
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const shownError = problem ?? error;

  function add() {
    const result = addTag(tags, draft);
    if (result.added) {
      onChange(result.tags);
      setAnnouncement(`Added ${result.tags[result.tags.length - 1]}.`);
      setDraft('');
      setProblem(null);
    } else {
      setProblem(result.message ?? null);
    }
    inputRef.current?.focus();
  }

  function remove(tag: string) {
    onChange(tags.filter((t) => t !== tag));
    setAnnouncement(`Removed ${tag}.`);
    setProblem(null);
    // The button that had focus is gone; the text box is the natural place to continue.
    inputRef.current?.focus();
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  }

  return (
    <fieldset className="tag-editor">
      <legend id={legendId} className="field__label tag-editor__legend">
        {label}
      </legend>
      <div className="tag-editor__row">
        <input
          ref={inputRef}
          name={name}
          className="field__control"
          aria-labelledby={legendId}
          aria-describedby={joinIds(shownError && errorId, hintId)}
          aria-invalid={shownError ? true : undefined}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="enter"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={addOnEnter}
        />
        <Button variant="secondary" className="tag-editor__add" icon={<Plus aria-hidden="true" />} onClick={add}>
          Add
        </Button>
      </div>
      <FieldHint id={hintId}>
        Press Enter or select Add. Up to {PROFILE_LIMITS.tagsPerList} tags of {PROFILE_LIMITS.tagMax} characters.
      </FieldHint>
      {shownError && <FieldError id={errorId}>{shownError}</FieldError>}
      {tags.length > 0 && (
        <ul className="tag-chips tag-chips--editable">
          {tags.map((tag) => (
            <li key={tag} className="tag-chip">
              <span className="tag-chip__text">{tag}</span>
              <button type="button" className="tag-chip__remove" onClick={() => remove(tag)}>
                <X aria-hidden="true" />
                <span className="sr-only">Remove {tag}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
