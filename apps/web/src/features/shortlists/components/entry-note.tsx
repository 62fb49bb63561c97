import { DISCOVERY_LIMITS, DISCOVERY_MESSAGES, type ShortlistEntryView } from '@sponsorly/shared';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { readApiError } from '../../../lib/api-error';
import { useShortlistChanges } from '../api/use-shortlists';

/** The brand's note on a saved creator, shown as text (never HTML) and edited in place; empty clears it. */
export function EntryNote({ listId, entry }: { listId: string; entry: ShortlistEntryView }) {
  const { saveNote } = useShortlistChanges();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const name = `${entry.creator.first_name} ${entry.creator.last_name}`.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      await saveNote.mutateAsync({ id: listId, creator_id: entry.creator.id, note: draft ?? '' });
      setDraft(null);
    } catch (failure) {
      const answer = readApiError(failure);
      setError(answer.fields.note ?? answer.message ?? DISCOVERY_MESSAGES.saveFailed);
    }
  }

  if (draft === null) {
    return (
      <div className="entry-note">
        {entry.note ? (
          <p className="entry-note__text">{entry.note}</p>
        ) : (
          <p className="entry-note__text text-muted">No note yet.</p>
        )}
        <Button variant="ghost" size="sm" icon={<Pencil aria-hidden="true" />} onClick={() => setDraft(entry.note ?? '')}>
          {entry.note ? 'Edit note' : 'Add note'}
          <span className="sr-only"> on {name}</span>
        </Button>
      </div>
    );
  }
  return (
    <form className="entry-note entry-note--editing" onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        label={`Note on ${name}`}
        value={draft}
        rows={3}
        maxLength={DISCOVERY_LIMITS.noteMax}
        showCount
        error={error}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && setDraft(null)}
      />
      <div className="entry-note__actions">
        <Button type="submit" size="sm" busy={saveNote.isPending} busyText="Saving...">
          Save note
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
