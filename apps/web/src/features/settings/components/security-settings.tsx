import { KeyRound } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { useAccountSessions } from '../api/use-account-sessions';

/** "Logged in on 2 devices": the sessions in one line, with the way to the page that manages them. */
export function sessionsSummary(count: number): string {
  return count === 1 ? 'Logged in on this device only.' : `Logged in on ${count} devices.`;
}

export function SecuritySettings() {
  const sessions = useAccountSessions();
  const count = sessions.data?.items.length;
  return (
    <>
      <p className="text-muted settings-line">
        {count === undefined
          ? sessions.isError
            ? 'Your sessions could not be loaded.'
            : 'Loading your sessions...'
          : sessionsSummary(count)}{' '}
        Change your password or log out of other devices.
      </p>
      <ButtonLink to="/settings/security" variant="secondary" size="sm" icon={<KeyRound aria-hidden="true" />}>
        Password and sessions
      </ButtonLink>
    </>
  );
}
