import type { PublicUser } from '@sponsorly/shared';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '../../components/brand/logo';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { AccountMenu } from './account-menu';
import { currentPlace, navigationFor } from './app-navigation';
import { MoreMenu } from './more-menu';
import { NavItemLink } from './nav-item-link';
import './app-header.css';

/**
 * The logged-in header: the logo to the dashboard, the role's places, the bell and the account menu.
 * Until the session is known (`user` null) it is the same bar with the logo alone, so nothing moves when
 * the rest arrives. Below 768 px the places move to the tab bar at the foot of the screen; between 768
 * and 1199 px the less used ones fold under "More".
 */
export function AppHeader({ user }: { user: PublicUser | null }) {
  const { pathname } = useLocation();
  const items = user ? navigationFor(user) : [];
  const current = currentPlace(pathname, items);
  return (
    <header className="app-header">
      <div className="container app-header__bar">
        <Link to="/dashboard" className="logo logo--dark app-header__logo" aria-label="Sponsorly dashboard">
          <LogoMark />
          <span className="logo__word" aria-hidden="true">
            Sponsorly
          </span>
        </Link>
        {user && (
          <>
            <nav className="app-nav" aria-label="Main">
              <ul className="app-nav__list">
                {items.map((item) => (
                  <li key={item.to} className={item.primary ? undefined : 'app-nav__folded'}>
                    <NavItemLink item={item} current={current} className="app-nav__link" />
                  </li>
                ))}
                <MoreMenu items={items.filter((item) => !item.primary)} current={current} variant="bar" />
              </ul>
            </nav>
            <div className="app-header__actions">
              <NotificationBell placement="bar" />
              <AccountMenu user={user} />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
