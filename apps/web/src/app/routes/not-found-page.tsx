import { Compass, Hammer } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../../lib/session';
import './not-found-page.css';

/**
 * Pages the product links to already (spec section 2) but that are not built yet. The profile pages
 * (/profile, /profile/edit, /brand/profile/edit) are built and have their own routes.
 */
const PLANNED_PREFIXES = ['/campaigns', '/earnings', '/brand'];

function isPlanned(pathname: string): boolean {
  if (pathname === '/brand/profile' || pathname.startsWith('/brand/profile/')) return false;
  return PLANNED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function NotFoundPage() {
  const { pathname } = useLocation();
  const planned = isPlanned(pathname);
  const { user } = useCurrentUser();
  useDocumentTitle(planned ? 'Coming soon' : 'Page not found');
  const Icon = planned ? Hammer : Compass;

  return (
    <section className="not-found container">
      <span className="not-found__icon" aria-hidden="true">
        <Icon />
      </span>
      <h1>{planned ? 'Coming soon' : 'Page not found'}</h1>
      <p className="text-muted">
        {planned
          ? "We're still building this page. It's on its way, so check back soon."
          : "We couldn't find the page you were looking for. It may have moved, or the link may be mistyped."}
      </p>
      <div className="not-found__actions">
        <ButtonLink to="/">Back to home</ButtonLink>
        {user && (
          <ButtonLink to="/dashboard" variant="secondary">
            Go to dashboard
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
