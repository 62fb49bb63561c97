import { Navigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BrandDashboard } from './brand-dashboard';
import { CreatorDashboard } from './creator-dashboard';
import './dashboard.css';

/** The dashboard requires a session; which one it shows follows the account type (spec section 2). */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user, isLoading, isError, refetch } = useCurrentUser();

  if (isLoading) return <PageSpinner label="Loading your dashboard..." />;
  if (isError) {
    return (
      <div className="container dashboard dashboard--message">
        <Alert tone="error" title="We couldn't load your dashboard">
          Please check your connection and try again.
        </Alert>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!user) return <Navigate to="/login" replace />;
  // Any type other than brand gets the creator dashboard, as the spec says.
  return user.user_type === 'brand' ? <BrandDashboard user={user} /> : <CreatorDashboard user={user} />;
}
