import { ADMIN_MESSAGES } from '@sponsorly/shared';
import { ShieldX } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button';
import { PageMessage } from '../../../../components/ui/page-message';
import { useCurrentUser } from '../../../../lib/session';
import { CONSOLE_SECTIONS, sectionHref } from './console-sections';
import '../db-test-page.css';
import './admin-console.css';

/** What anyone but an administrator reads at /admin and under it. */
export function ForAdministrators() {
  return (
    <PageMessage
      icon={<ShieldX />}
      tone="error"
      title={ADMIN_MESSAGES.restricted}
      actions={<ButtonLink to="/dashboard">Go to dashboard</ButtonLink>}
    >
      <p>{ADMIN_MESSAGES.consoleForAdmins}</p>
    </PageMessage>
  );
}

/**
 * The admin console's frame: its sections' navigation (a column beside the section on a wide screen, a
 * wrapping row of links above it on a phone), the current one marked with aria-current, and the section.
 * It sits under RequireSession, so there is a session; the server checks the role on every call, this
 * only decides what to show.
 */
export function AdminConsole() {
  const { user } = useCurrentUser();
  if (!user?.is_admin) return <ForAdministrators />;
  return (
    <div className="container console">
      <nav className="console__nav" aria-label="Admin console">
        <p className="console__nav-title">Admin console</p>
        <ul>
          {CONSOLE_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={sectionHref(section)} end={section.path === ''} className="console__nav-link">
                <section.icon aria-hidden="true" />
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="console__section">
        <Outlet />
      </div>
    </div>
  );
}
