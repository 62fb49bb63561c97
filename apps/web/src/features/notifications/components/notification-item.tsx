import type { NotificationView } from '@sponsorly/shared';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { inAppPath } from '../../../lib/in-app-path';
import { fullDateTime, timeAgo } from '../../../lib/time-ago';

interface NotificationItemProps {
  notification: NotificationView;
  onOpen: (id: string) => void;
}

/** One notification: title, text and when; a link to what it is about, which marks it read when followed. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const unread = notification.read_at === null;
  const path = inAppPath(notification.link);
  const body = (
    <>
      <span className="notification__dot" aria-hidden="true" />
      <span className="notification__text">
        <span className="notification__title">
          {unread && <span className="sr-only">Unread: </span>}
          {notification.title}
        </span>
        {notification.body && <span className="notification__body">{notification.body}</span>}
        <time className="notification__time" dateTime={notification.created_at} title={fullDateTime(notification.created_at)}>
          {timeAgo(notification.created_at)}
        </time>
      </span>
      {path && <ChevronRight className="notification__go" aria-hidden="true" />}
    </>
  );
  const className = `notification${unread ? ' notification--unread' : ''}`;
  return (
    <li>
      {path ? (
        <Link to={path} className={className} onClick={() => unread && onOpen(notification.id)}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}
