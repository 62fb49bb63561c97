import { Link } from 'react-router';
import { Logo } from '../../components/brand/logo';
import { SocialLinks } from '../../components/brand/social-links';
import { DeferredNewsletterForm } from '../deferred-forms';
import { SectionLinks } from './section-links';
import './site-footer.css';

const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo tone="light" />
          <p>The marketplace where creators and brands build paid, authentic partnerships.</p>
          <SocialLinks tone="light" />
        </div>

        <nav className="site-footer__column" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            Quick links
          </h2>
          <ul className="site-footer__list">
            <SectionLinks itemClassName="site-footer__link" />
            <li>
              <Link to="/signup/creator" className="site-footer__link">
                For creators
              </Link>
            </li>
            <li>
              <Link to="/signup/brand" className="site-footer__link">
                For brands
              </Link>
            </li>
          </ul>
        </nav>

        <nav className="site-footer__column" aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__heading">
            Legal
          </h2>
          <ul className="site-footer__list">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="site-footer__link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__column site-footer__newsletter" aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="site-footer__heading">
            Newsletter
          </h2>
          <p>Tips for creators and brand partnerships, once a month.</p>
          <DeferredNewsletterForm />
        </section>
      </div>

      <div className="container site-footer__bottom">
        <p>© {year} Sponsorly. All rights reserved.</p>
      </div>
    </footer>
  );
}
