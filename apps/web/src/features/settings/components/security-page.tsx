import { Navigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ChangePasswordCard } from './change-password-card';
import { SessionsCard } from './sessions-card';
import './security.css';

/** /settings/security: the account's sessions and its password. Requires a session, like the dashboard. */
export function SecurityPage() {
  useDocumentTitle('Security');
  const { user, isLoading, isError, refetch } = useCurrentUser();

  if (isLoading) return <PageSpinner label="Loading..." />;
  if (isError) {
    return (
      <div className="container security-page">
        <Alert tone="error" title="We couldn't load this page">
          Please check your connection and try again.
        </Alert>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!user) return <Navigate to="/login" replace />;

  return (
    <div className="container security-page">
      <header className="security-page__header">
        <h1>Security</h1>
        <p className="text-muted">Your sessions and password for {user.email}.</p>
      </header>
      <SessionsCard />
      <ChangePasswordCard />
    </div>
  );
}
