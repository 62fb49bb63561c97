import { Compass, Hammer } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../../lib/session';
import './not-found-page.css';

/** Pages the product links to already (spec section 2) but that are not built yet. */
const PLANNED_PREFIXES = ['/profile', '/campaigns', '/earnings', '/brand', '/team', '/appointment-confirmed', '/contact-received', '/test-api', '/db-test'];

function isPlanned(pathname: string): boolean {
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
