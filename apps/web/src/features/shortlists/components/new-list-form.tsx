import { DISCOVERY_LIMITS, DISCOVERY_MESSAGES } from '@sponsorly/shared';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { readApiError } from '../../../lib/api-error';
import { useShortlistChanges } from '../api/use-shortlists';

/** "New list": a name, checked by the server (unique per brand, any case); the new list is shown at once. */
export function NewListForm({ onCreated }: { onCreated: (id: string) => void }) {
  const { create } = useShortlistChanges();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(DISCOVERY_MESSAGES.shortlistNameRequired);
    setError(undefined);
    try {
      const { shortlist } = await create.mutateAsync({ name });
      setName('');
      onCreated(shortlist.id);
    } catch (failure) {
      const answer = readApiError(failure);
      setError(answer.fields.name ?? answer.message ?? DISCOVERY_MESSAGES.saveFailed);
    }
  }

  return (
    <form className="new-list-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="New list"
        value={name}
        maxLength={DISCOVERY_LIMITS.shortlistNameMax}
        placeholder="Summer launch"
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" variant="secondary" icon={<Plus aria-hidden="true" />} busy={create.isPending} busyText="Creating...">
        Create list
      </Button>
    </form>
  );
}
