import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BrandDashboard } from './brand-dashboard';
import { CreatorDashboard } from './creator-dashboard';
import './dashboard.css';

/** The dashboard (spec section 2). It sits behind the session guard, which sends visitors to log in first. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useCurrentUser();
  if (!user) return null;
  // Any type other than brand gets the creator dashboard, as the spec says.
  return user.user_type === 'brand' ? <BrandDashboard user={user} /> : <CreatorDashboard user={user} />;
}
