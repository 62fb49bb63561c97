import { Link } from 'react-router';
import { trpc } from '../../lib/trpc';
import './app-footer.css';

const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/cookies', label: 'Cookies' },
] as const;

/** The app pages' slim footer: the legal pages, where to get help, the copyright. No newsletter here. */
export function AppFooter() {
  const supportEmail = trpc.system.siteInfo.useQuery(undefined, { staleTime: Infinity }).data?.contact.email;
  return (
    <footer className="app-footer">
      <div className="container app-footer__row">
        <nav aria-label="Legal">
          <ul className="app-footer__links">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="app-footer__link">
                  {link.label}
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
