import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { Card, IconBadge } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { scrollToSection } from '../../../lib/use-scroll-to-anchor';
import { SETTINGS_SECTIONS } from './settings-sections';
import './settings.css';

/**
 * /settings: every setting of the account, one section each (SETTINGS_SECTIONS). Requires a session.
 * /settings/<section> (/settings/account, /settings/notifications) is the same page opened at that section.
 */
export function SettingsPage({ section }: { section?: string }) {
  useDocumentTitle('Settings');
  const { user, isLoading } = useCurrentUser();
  const ready = Boolean(user);
  useEffect(() => {
    if (section && ready) scrollToSection(section);
  }, [section, ready]);
  if (isLoading) return <PageSpinner label="Loading..." />;
  if (!user) return <Navigate to="/login" replace />;

  return (
    <div className="container settings-page">
      <header className="settings-page__header">
        <h1>Settings</h1>
        <p className="text-muted">
          Your account and its data, its security, your emails,{' '}
          {user.user_type === 'brand' ? 'your company’s verification, ' : ''}the accounts you blocked
          {user.user_type === 'creator' ? ' and your payouts' : ''}.
        </p>
      </header>
      {SETTINGS_SECTIONS.filter((section) => section.shownTo(user)).map(({ id, title, icon: Icon, Body }) => (
        <Card as="section" key={id} id={id} className="settings-section" aria-labelledby={`${id}-title`}>
          <div className="settings-section__title">
            <IconBadge>
              <Icon />
            </IconBadge>
            <h2 id={`${id}-title`}>{title}</h2>
          </div>
          <div className="settings-section__body">
            <Body user={user} />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** /settings/account: the settings opened at the account, its download and its deletion. */
export function AccountSettingsPage() {
  return <SettingsPage section="account" />;
}

/** /settings/notifications: the settings opened at the emails the account gets. */
export function NotificationSettingsPage() {
  return <SettingsPage section="notifications" />;
}
