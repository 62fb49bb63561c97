import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LiveUpdates } from '../../lib/live-updates';
import { useCurrentUser } from '../../lib/session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { isPublicSitePage } from './app-navigation';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TabBar } from './tab-bar';
import './app-shell.css';

/**
 * Every page's frame. The public site's pages (the landing, signing up and in, the legal pages) wear
 * its header and footer; every other page wears the app's once a session is known, and the public
 * site's for a visitor (docs/app-shell.md). While the session loads, the app's bar holds the same
 * height, so the page never moves when it arrives.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const { user, isLoading } = useCurrentUser();
  const inApp = !isPublicSitePage(pathname) && (user !== null || isLoading);

  return (
    <div className={inApp ? 'app-shell app-shell--app' : 'app-shell'}>
      {/* One real-time stream for the logged-in user, whatever page is shown. */}
      <LiveUpdates />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {inApp ? <AppHeader user={user} /> : <SiteHeader />}
      {inApp && user && <TabBar user={user} />}
      <main id="main" className="app-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      {inApp ? <AppFooter /> : <SiteFooter />}
      <ScrollRestoration />
    </div>
  );
}
