import { useId } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Alert } from '../../../components/ui/alert';
import { useAutomaticPayouts } from '../api/use-wallet';

const SAVE_FAILED = 'We couldn’t save your choice. Please try again.';

/** The creator's choice to be paid each deal's money as it clears, saved as soon as it is ticked. */
export function AutomaticPayouts({ enabled }: { enabled: boolean }) {
  const save = useAutomaticPayouts();
  const hintId = useId();
  return (
    <div className="money-out__automatic">
      <CheckboxField
        label="Pay me automatically when money clears"
        checked={save.isPending ? Boolean(save.variables?.enabled) : enabled}
        disabled={save.isPending}
        describedBy={hintId}
        onChange={(event) => save.mutate({ enabled: event.target.checked })}
      />
      <p id={hintId} className="field__hint">
        Each deal’s money is sent to your bank by itself as soon as it is available.
      </p>
      {save.isError && <Alert tone="error">{SAVE_FAILED}</Alert>}
    </div>
  );
}
