import { DISCOVERY_LIMITS, DISCOVERY_MESSAGES } from '@sponsorly/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { readApiError } from '../../../lib/api-error';
import { useSaveSearch } from '../api/use-searches';

interface SaveSearchFormProps {
  query: string;
  onDone: (name: string | null) => void;
}

/** "Save this search": a name, kept with the search's canonical query; the server's message shows under the name. */
export function SaveSearchForm({ query, onDone }: SaveSearchFormProps) {
  const save = useSaveSearch();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      const { search } = await save.mutateAsync({ name, query });
      onDone(search.name);
    } catch (failure) {
      const { fields, message } = readApiError(failure);
      setError(fields.name ?? fields.query ?? message ?? DISCOVERY_MESSAGES.saveFailed);
    }
  }

  return (
    <form className="save-search" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Name this search"
        hint="Saved searches tell you how many creators are new since you last looked."
        value={name}
        maxLength={DISCOVERY_LIMITS.searchNameMax}
        autoComplete="off"
        autoFocus
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="save-search__actions">
        <Button variant="ghost" size="sm" onClick={() => onDone(null)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" busy={save.isPending} busyText="Saving...">
          Save search
        </Button>
      </div>
    </form>
  );
}
