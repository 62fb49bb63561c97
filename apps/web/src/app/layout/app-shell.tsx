import { Outlet, ScrollRestoration } from 'react-router';
import { LiveUpdates } from '../../lib/live-updates';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './app-shell.css';

export function AppShell() {
  return (
    <div className="app-shell">
      {/* One real-time stream for the logged-in user, whatever page is shown. */}
      <LiveUpdates />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="app-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
