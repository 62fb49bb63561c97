import { CircleAlert } from 'lucide-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageMessage } from '../../components/ui/page-message';
import { PageSpinner } from '../../components/ui/spinner';
import { loginPathReturningTo } from '../../lib/return-path';
import { useCurrentUser } from '../../lib/session';

/**
 * The layout route of the pages that need a session. A visitor without one goes to the login page,
 * which brings them back here afterwards (`?next=`). This only decides what to show: the server checks
 * the session on every call these pages make.
 */
export function RequireSession() {
  const { user, isLoading, isError, refetch } = useCurrentUser();
  const location = useLocation();

  if (isLoading) return <PageSpinner label="Checking your session..." />;
  if (isError) {
    return (
      <PageMessage
        icon={<CircleAlert />}
        tone="error"
        title="We couldn't check your session"
        actions={
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        <p>Please check your connection and try again.</p>
      </PageMessage>
    );
  }
  if (!user) return <Navigate to={loginPathReturningTo(location.pathname + location.search + location.hash)} replace />;
  return <Outlet />;
}
