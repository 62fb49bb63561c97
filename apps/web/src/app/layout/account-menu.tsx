import type { PublicUser } from '@sponsorly/shared';
import { ChevronDown, LogOut, Settings, ShieldCheck, UserRound, Wrench } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { initialsOf } from '../../components/ui/avatar';
import { useLogout } from '../../lib/session';
import { ADMIN_CONSOLE_PATH } from './app-navigation';
import { useDisclosure } from './use-disclosure';

/** The account's own places (profile, settings, security, the console for admins) and logging out. */
export function AccountMenu({ user }: { user: PublicUser }) {
  const panelId = useId();
  const { open, toggle, close, containerRef, buttonRef, panelRef } = useDisclosure();
  const { logout, isPending: loggingOut } = useLogout();
  const links = [
    { to: '/profile', label: 'Profile', icon: UserRound },
    { to: '/settings', label: 'Settings', icon: Settings },
    { to: '/settings/security', label: 'Security', icon: ShieldCheck },
    ...(user.is_admin ? [{ to: ADMIN_CONSOLE_PATH, label: 'Admin console', icon: Wrench }] : []),
  ];
  return (
    <div ref={containerRef} className="account-menu">
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span className="account-menu__initials" aria-hidden="true">
          {user.photo ? (
            <img className="account-menu__photo" src={user.photo.url} srcSet={user.photo.jpeg_srcset} sizes="36px" alt="" />
          ) : (
            initialsOf(user.first_name, user.last_name)
          )}
        </span>
        <span className="sr-only">Account</span>
        <ChevronDown aria-hidden="true" className="account-menu__chevron" />
      </button>
      <div ref={panelRef} id={panelId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__who">
          <strong>
            {user.first_name} {user.last_name}
          </strong>
          <span>{user.email}</span>
        </p>
        <ul className="account-menu__list">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="account-menu__link">
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="account-menu__link"
              disabled={loggingOut}
              onClick={() => {
                close();
                logout();
              }}
            >
              <LogOut aria-hidden="true" />
              {loggingOut ? 'Logging out...' : 'Log out'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
