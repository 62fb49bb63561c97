import { AUTH_MESSAGES } from '@sponsorly/shared';
import { LogOut, Monitor, MonitorSmartphone, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useAccountSessions, useLogOutOtherSessions, useLogOutSession } from '../api/use-account-sessions';
import { describeDevice, type DeviceKind } from '../lib/device-label';
import { describeLastSeen, describeSignedIn } from '../lib/last-seen';

const DEVICE_ICONS: Record<DeviceKind, typeof Monitor> = {
  phone: Smartphone,
  tablet: Tablet,
  computer: Monitor,
  unknown: MonitorSmartphone,
};

/** Where the account is logged in, with "Log out" for each other session and for all of them at once. */
export function SessionsCard() {
  const sessions = useAccountSessions();
  const logOutOne = useLogOutSession();
  const logOutOthers = useLogOutOtherSessions();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const items = sessions.data?.items ?? [];
  const others = items.filter((session) => !session.current);

  const failed = (error: unknown) =>
    setNotice({ tone: 'error', text: readApiError(error).message ?? 'We could not log that session out. Please try again.' });

  return (
    <Card as="section" className="security-card" aria-labelledby="sessions-title">
      <div className="security-card__head">
        <h2 id="sessions-title">Where you're logged in</h2>
        <p className="text-muted">Log out any session you don't recognise, then change your password.</p>
      </div>

      {sessions.isPending ? (
        <Spinner label="Loading your sessions..." />
      ) : sessions.isError ? (
        <div className="security-card__error">
          <Alert tone="error">We couldn't load your sessions. Please check your connection and try again.</Alert>
          <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="session-list">
          {items.map((session) => {
            const device = describeDevice(session.user_agent);
            const Icon = DEVICE_ICONS[device.kind];
            const busy = logOutOne.isPending && logOutOne.variables?.id === session.id;
            return (
              <li key={session.id} className="session-row">
                <span className="session-row__icon" aria-hidden="true">
                  <Icon />
                </span>
                <div className="session-row__text">
                  <p className="session-row__device">
                    {device.label}
                    {session.current && <span className="session-row__badge">This device</span>}
                  </p>
                  <p className="session-row__meta text-muted">
                    {session.current ? 'Active now' : describeLastSeen(session.last_seen_at)} ·{' '}
                    {describeSignedIn(session.created_at)}
                  </p>
                </div>
                {!session.current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="session-row__action"
                    aria-label={`Log out ${device.label}, ${describeLastSeen(session.last_seen_at).toLowerCase()}`}
                    busy={busy}
                    busyText="Logging out..."
                    onClick={() => {
                      setNotice(null);
                      logOutOne.mutate(
                        { id: session.id },
                        {
                          onSuccess: () => setNotice({ tone: 'success', text: AUTH_MESSAGES.account.sessionEnded }),
                          onError: failed,
                        },
                      );
                    }}
                  >
                    Log out
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

      {others.length > 0 && (
        <div className="security-card__actions">
          <Button
            variant="secondary"
            icon={<LogOut aria-hidden="true" />}
            busy={logOutOthers.isPending}
            busyText="Logging out..."
            onClick={() => {
              setNotice(null);
              logOutOthers.mutate(undefined, {
                onSuccess: () => setNotice({ tone: 'success', text: AUTH_MESSAGES.account.otherSessionsEnded }),
                onError: failed,
              });
            }}
          >
            Log out all other sessions
          </Button>
        </div>
      )}
    </Card>
  );
}
