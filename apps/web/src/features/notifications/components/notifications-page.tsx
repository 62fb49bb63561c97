import { BellOff, CheckCheck, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { PageSpinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMarkNotificationsRead, useNotificationPages } from '../api/use-notifications';
import { NotificationItem } from './notification-item';
import './notifications.css';

const LOAD_FAILED = 'We couldn’t load your notifications. Please check your connection and try again.';

/** /notifications: what the user was told of, newest first, the unread ones marked. */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  const pages = useNotificationPages();
  const markRead = useMarkNotificationsRead();
  const [error, setError] = useState<string | null>(null);

  if (pages.isPending) return <PageSpinner label="Loading your notifications..." />;
  if (pages.isError && !pages.data) {
    return (
      <PageMessage
        icon={<CircleAlert />}
        tone="error"
        title="We couldn't load your notifications"
        actions={
          <Button variant="secondary" onClick={() => void pages.refetch()}>
            Try again
          </Button>
        }
      >
        <p>Please check your connection and try again.</p>
      </PageMessage>
    );
  }

  const items = pages.data.pages.flatMap((page) => page.items);
  const unread = pages.data.pages[0]?.unread_count ?? 0;

  async function markAllRead() {
    setError(null);
    try {
      await markRead.mutateAsync({ all: true });
    } catch (failure) {
      setError(readApiError(failure).message ?? 'We couldn’t mark your notifications as read. Please try again.');
    }
  }

  /** Opening one marks it read; the page it leads to opens meanwhile. */
  const open = (id: string) => markRead.mutate({ ids: [id] });

  return (
    <div className="container notifications-page">
      <header className="notifications-page__header">
        <div>
          <h1>Notifications</h1>
          <p className="text-muted" aria-live="polite">
            {unread > 0 ? `${unread} unread` : 'You’re all caught up.'}
          </p>
          <p className="text-muted">
            <Link to="/settings/notifications">Choose which of these are emailed to you</Link>
          </p>
        </div>
        {unread > 0 && (
          <Button
            variant="secondary"
            icon={<CheckCheck aria-hidden="true" />}
            busy={markRead.isPending && markRead.variables?.all === true}
            busyText="Marking as read..."
            onClick={() => void markAllRead()}
          >
            Mark all as read
          </Button>
        )}
      </header>
      {error && <Alert tone="error">{error}</Alert>}

      {items.length === 0 ? (
        <div className="notifications-empty">
          <BellOff aria-hidden="true" />
          <p className="notifications-empty__title">No notifications yet</p>
          <p className="text-muted">Messages, offers, applications and invitations will show up here.</p>
        </div>
      ) : (
        <ol className="notification-list" aria-label="Your notifications">
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={open} />
          ))}
        </ol>
      )}

      {pages.isFetchNextPageError && <Alert tone="error">{readApiError(pages.error).message ?? LOAD_FAILED}</Alert>}
      {pages.hasNextPage && (
        <div className="notifications-page__more">
          <Button
            variant="secondary"
            busy={pages.isFetchingNextPage}
            busyText="Loading more..."
            onClick={() => void pages.fetchNextPage()}
          >
            Show more
          </Button>
        </div>
      )}
    </div>
  );
}
