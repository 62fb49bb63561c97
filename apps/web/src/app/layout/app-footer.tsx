import { Link } from 'react-router';
import { LEGAL_LINKS } from '@sponsorly/shared';
import { trpc } from '../../lib/trpc';
import './app-footer.css';

/** The app pages' slim footer: the legal pages, where to get help, the copyright. No newsletter here. */
export function AppFooter() {
  const supportEmail = trpc.system.siteInfo.useQuery(undefined, { staleTime: Infinity }).data?.contact.email;
  return (
    <footer className="app-footer">
      <div className="container app-footer__row">
        <nav aria-label="Legal">
          <ul className="app-footer__links">
            {Object.values(LEGAL_LINKS).map((link) => (
              <li key={link.path}>
                <Link to={link.path} className="app-footer__link">
                  {link.short}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* The line keeps its height while the address loads, so the footer does not move. */}
        <p className="app-footer__support">
          {supportEmail ? (
            <>
              Help:{' '}
              <a href={`mailto:${supportEmail}`} className="app-footer__link">
                {supportEmail}
              </a>
            </>
          ) : null}
        </p>
        <p className="app-footer__copyright">© {new Date().getFullYear()} Sponsorly</p>
      </div>
    </footer>
  );
}
