import { LayoutDashboard, LogOut, Menu, MessagesSquare, ShieldCheck, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Logo } from '../../components/brand/logo';
import { Button, ButtonLink } from '../../components/ui/button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useCurrentUser, useLogout } from '../../lib/session';
import { SectionLinks } from './section-links';
import './site-header.css';

const MENU_ID = 'site-menu';

export function SiteHeader() {
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so a new page closes it, however the user got there.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { user, isLoading } = useCurrentUser();
  const { logout, isPending: loggingOut } = useLogout();

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedOn(null);
      // Focus may be on a link that is about to be hidden; give it back to the button that opened the menu.
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Logo />

        {user && <NotificationBell placement="bar" />}

        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label="Menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>

        <nav id={MENU_ID} className={menuOpen ? 'site-nav is-open' : 'site-nav'} aria-label="Main">
          <ul className="site-nav__sections">
            <SectionLinks onNavigate={closeMenu} itemClassName="site-nav__link" />
          </ul>
          <div className="site-nav__account">
            {isLoading ? null : user ? (
              <>
                <NavLink to="/dashboard" className="site-nav__link site-nav__link--icon" onClick={closeMenu}>
                  <LayoutDashboard aria-hidden="true" />
                  <span className="site-nav__label">Dashboard</span>
                </NavLink>
                <NavLink to="/messages" className="site-nav__link site-nav__link--icon" onClick={closeMenu}>
                  <MessagesSquare aria-hidden="true" />
                  <span className="site-nav__label">Messages</span>
                </NavLink>
                <NotificationBell placement="menu" onNavigate={closeMenu} />
                <NavLink to="/settings/security" className="site-nav__link site-nav__link--icon" onClick={closeMenu}>
                  <ShieldCheck aria-hidden="true" />
                  <span className="site-nav__label">Security</span>
                </NavLink>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<LogOut aria-hidden="true" />}
                  busy={loggingOut}
                  busyText="Logging out..."
                  onClick={() => {
                    closeMenu();
                    logout();
                  }}
                >
                  Log out
                </Button>
              </>
            ) : (
              <>
                <NavLink to="/login" className="site-nav__link" onClick={closeMenu}>
                  Log in
                </NavLink>
                <ButtonLink to="/signup" size="sm" onClick={closeMenu}>
                  Sign up
                </ButtonLink>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
