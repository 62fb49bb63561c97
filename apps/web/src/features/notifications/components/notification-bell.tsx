import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { useUnreadNotificationCount } from '../api/use-notifications';
import './notification-bell.css';

/** "Notifications, 3 unread": what the bell is called, with its figure, for those who do not see it. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

interface NotificationBellProps {
  /** `bar`: the icon in the phone's header bar; `menu`: a line of the menu, an icon alone on wide screens. */
  placement: 'bar' | 'menu';
  onNavigate?: () => void;
}

/** The header's bell: the unread count, live, and the way to /notifications. Only for logged-in users. */
export function NotificationBell({ placement, onNavigate }: NotificationBellProps) {
  const unread = useUnreadNotificationCount(true).data ?? 0;
  return (
    <NavLink
      to="/notifications"
      className={`bell bell--${placement}${placement === 'menu' ? ' site-nav__link site-nav__link--icon' : ''}`}
      aria-label={bellLabel(unread)}
      onClick={onNavigate}
    >
      <span className="bell__icon">
        <Bell aria-hidden="true" />
        {unread > 0 && (
          <span className="bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </span>
      {placement === 'menu' && (
        <span className="bell__text" aria-hidden="true">
          Notifications
        </span>
      )}
    </NavLink>
  );
}
