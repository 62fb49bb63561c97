import { MODERATION_LIMITS } from '@sponsorly/shared';
import { Ban, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { readApiError } from '../../../../lib/api-error';
import { useModeration } from '../../api/use-console';

export interface ModerationNotice {
  tone: 'ok' | 'error';
  text: string;
}

/** Runs one moderation action with the reason typed, and says what happened (or why not) in words. */
export function useModerationAction(reason: string, onDone: () => void) {
  const [notice, setNotice] = useState<ModerationNotice | null>(null);
  async function run(done: string, action: (input: { id: string; reason: string }) => Promise<unknown>, id: string) {
    try {
      await action({ id, reason });
      setNotice({ tone: 'ok', text: done });
      onDone();
    } catch (failure) {
      const error = readApiError(failure);
      setNotice({ tone: 'error', text: error.fields.reason ?? error.message ?? 'That didn’t work. Please try again.' });
    }
  }
  return { notice, run };
}

/**
 * The reason and the account-wide actions: warn, suspend or lift a suspension. Every action needs the
 * reason, which the account reads in a warning and the audit log keeps.
 */
export function AccountActions({
  account,
  reason,
  onReason,
  run,
}: {
  account: { id: string; name: string; suspended: boolean };
  reason: string;
  onReason: (reason: string) => void;
  run: ReturnType<typeof useModerationAction>['run'];
}) {
  const moderation = useModeration();
  return (
    <>
      <TextAreaField
        label={`Reason for your action on ${account.name}`}
        hint="Required. The account reads it in a warning; the audit log keeps it."
        rows={2}
        value={reason}
        maxLength={MODERATION_LIMITS.reasonMax}
        onChange={(event) => onReason(event.target.value)}
      />
      <div className="console-row__tags">
        <Button
          variant="secondary"
          size="sm"
          icon={<TriangleAlert aria-hidden="true" />}
          busy={moderation.warn.isPending}
          busyText="Warning..."
          onClick={() => void run(`${account.name} was warned.`, moderation.warn.mutateAsync, account.id)}
        >
          Warn
        </Button>
        {account.suspended ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<ShieldCheck aria-hidden="true" />}
            busy={moderation.unsuspend.isPending}
            busyText="Lifting..."
            onClick={() => void run(`${account.name}’s suspension is lifted.`, moderation.unsuspend.mutateAsync, account.id)}
          >
            Lift the suspension
          </Button>
        ) : (
          <Button
            size="sm"
            icon={<Ban aria-hidden="true" />}
            busy={moderation.suspend.isPending}
            busyText="Suspending..."
            onClick={() => void run(`${account.name} is suspended.`, moderation.suspend.mutateAsync, account.id)}
          >
            Suspend {account.name}
          </Button>
        )}
      </div>
    </>
  );
}
