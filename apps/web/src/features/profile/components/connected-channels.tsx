import {
  CONNECTED_PLATFORMS,
  CONNECTION_MESSAGES,
  PLATFORM_LABELS,
  type ConnectedPlatform,
  type ConnectionView,
} from '@sponsorly/shared';
import { Link2, RefreshCw, Unlink } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { readApiError } from '../../../lib/api-error';
import { timeAgo } from '../../../lib/time-ago';
import { useConnectionChanges, useConnections } from '../api/use-connections';
import { formatCount } from '../lib/figures';

type Notice = { tone: 'success' | 'error'; text: string };

const SECTION_ID = 'connected-channels';

const startPath = (platform: ConnectedPlatform) => `/api/connections/${platform}/start`;

/** The platform the creator just came back from (`?connected=youtube`), when it is one. */
function justConnected(value: string | null): ConnectedPlatform | null {
  return CONNECTED_PLATFORMS.find((p) => p === value) ?? null;
}

/**
 * The "Connected channels" section of /profile/edit: a button per platform this server can connect,
 * and each connected channel with its handle, its figures' date, "Refresh" and "Disconnect". Connecting
 * leaves the page for the platform's own login, which sends the creator back here.
 */
export function ConnectedChannels() {
  const titleId = useId();
  const { platforms, connections } = useConnections();
  const changes = useConnectionChanges();
  const [params] = useSearchParams();
  const connected = justConnected(params.get('connected'));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<ConnectedPlatform | null>(null);
  const offered = platforms.data?.platforms ?? [];
  const list = connections.data ?? [];
  const shown = offered.length > 0 || list.length > 0;
  // Back from the platform, the creator is shown the outcome rather than the top of a long form.
  useEffect(() => {
    if (connected && shown) document.getElementById(SECTION_ID)?.scrollIntoView({ block: 'start' });
  }, [connected, shown]);
  // Nothing to show a creator whose server connects no platform and who has no connection left.
  if (!shown) return null;

  async function refresh(platform: ConnectedPlatform) {
    setNotice(null);
    try {
      const after = await changes.refresh.mutateAsync({ platform });
      setNotice(
        after.status === 'expired'
          ? { tone: 'error', text: CONNECTION_MESSAGES.tokenExpired(platform) }
          : { tone: 'success', text: `${PLATFORM_LABELS[platform]} figures read just now.` },
      );
    } catch (error) {
      setNotice({ tone: 'error', text: readApiError(error).message ?? CONNECTION_MESSAGES.platformDown(platform) });
    }
  }

  async function disconnect(platform: ConnectedPlatform) {
    setNotice(null);
    try {
      await changes.disconnect.mutateAsync({ platform });
      setNotice({ tone: 'success', text: `${PLATFORM_LABELS[platform]} is disconnected.` });
    } catch (error) {
      setNotice({ tone: 'error', text: readApiError(error).message ?? CONNECTION_MESSAGES.notConnected });
    } finally {
      setConfirming(null);
    }
  }

  const unconnected = offered.filter((p) => !list.some((c) => c.platform === p));
  return (
    <Card as="section" id={SECTION_ID} className="form-section connected-channels" aria-labelledby={titleId}>
      <header className="form-section__header">
        <h2 id={titleId}>Connected channels</h2>
        <p className="text-muted">
          Connect a channel and its platform confirms your followers: brands see them as verified, with their date. Sponsorly only
          reads your public statistics.
        </p>
      </header>
      {connected && !notice && <Alert tone="success">{CONNECTION_MESSAGES.connected(connected)}</Alert>}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {list.length > 0 && (
        <ul className="connected-channels__list">
          {list.map((connection) => (
            <ConnectionRow
              key={connection.platform}
              connection={connection}
              busy={
                (changes.refresh.isPending && changes.refresh.variables?.platform === connection.platform) ||
                (changes.disconnect.isPending && changes.disconnect.variables?.platform === connection.platform)
              }
              onRefresh={() => void refresh(connection.platform)}
              onDisconnect={() => setConfirming(connection.platform)}
            />
          ))}
        </ul>
      )}
      {unconnected.length > 0 && (
        <div className="connected-channels__connect">
          {unconnected.map((platform) => (
            <a key={platform} className={buttonClass('secondary', 'md', false)} href={startPath(platform)}>
              <Link2 aria-hidden="true" />
              <span>Connect {PLATFORM_LABELS[platform]}</span>
            </a>
          ))}
        </div>
      )}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `Disconnect ${PLATFORM_LABELS[confirming]}?` : 'Disconnect'}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              Keep it connected
            </Button>
            <Button
              busy={changes.disconnect.isPending}
              busyText="Disconnecting..."
              onClick={() => confirming && void disconnect(confirming)}
            >
              Disconnect
            </Button>
          </>
        }
      >
        <p>{confirming ? CONNECTION_MESSAGES.disconnectConfirm(confirming) : null}</p>
      </Modal>
    </Card>
  );
}

function ConnectionRow(props: { connection: ConnectionView; busy: boolean; onRefresh: () => void; onDisconnect: () => void }) {
  const { connection } = props;
  const label = PLATFORM_LABELS[connection.platform];
  const expired = connection.status === 'expired';
  return (
    <li className="connected-channels__item">
      <div className="connected-channels__text">
        <p className="connected-channels__name">
          {label}
          {connection.handle ? <span className="text-muted"> · {connection.handle}</span> : null}
        </p>
        <p
          className={
            expired ? 'connected-channels__status connected-channels__status--expired' : 'connected-channels__status text-muted'
          }
        >
          {expired
            ? CONNECTION_MESSAGES.tokenExpired(connection.platform)
            : [
                connection.followers === null ? null : `${formatCount(connection.followers)} followers`,
                connection.refreshed_at ? `read ${timeAgo(connection.refreshed_at)}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
        </p>
      </div>
      <div className="connected-channels__actions">
        {expired ? (
          <a className={buttonClass('primary', 'sm', false)} href={startPath(connection.platform)}>
            <span>Reconnect {label}</span>
          </a>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            icon={<RefreshCw aria-hidden="true" />}
            busy={props.busy}
            busyText="Refreshing..."
            onClick={props.onRefresh}
          >
            Refresh
          </Button>
        )}
        <Button variant="ghost" size="sm" icon={<Unlink aria-hidden="true" />} disabled={props.busy} onClick={props.onDisconnect}>
          Disconnect
        </Button>
      </div>
    </li>
  );
}
