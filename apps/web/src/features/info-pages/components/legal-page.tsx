import { COOKIES, COOKIES_SET, LEGAL_LINKS, LEGAL_UPDATED, PRIVACY, TERMS, type LegalDocument } from '@sponsorly/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { SettingsText } from '../../../components/site/settings-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './legal-pages.css';

/**
 * A legal page, from its text in the shared package (the signup's terms dialog reads the same). The
 * fee, the clearing wait and the support address are settings: grey bars until they answer.
 */
function LegalPage({ document, children }: { document: LegalDocument; children?: ReactNode }) {
  useDocumentTitle(document.title);
  const others = Object.values(LEGAL_LINKS).filter((link) => link.path !== document.path);
  return (
    <div className="info-page">
      <div className="container info-page__inner">
        <header className="info-hero">
          <p className="info-hero__eyebrow">Legal</p>
          <h1>{document.title}</h1>
          <p className="info-hero__lead">
            <SettingsText text={document.intro} />
          </p>
          <p className="legal__updated">Last updated {LEGAL_UPDATED}</p>
        </header>
        <Card as="article" className="legal">
          {document.sections.map((section, index) => (
            <section key={section.title} aria-labelledby={`legal-${index}`} className="legal__section">
              <h2 id={`legal-${index}`}>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>
                  <SettingsText text={paragraph} />
                </p>
              ))}
              {section.points && (
                <ul className="legal__points">
                  {section.points.map((point) => (
                    <li key={point.slice(0, 32)}>
                      <SettingsText text={point} />
                    </li>
                  ))}
                </ul>
              )}
              {index === 0 && children}
            </section>
          ))}
        </Card>
        <nav className="legal__others" aria-label="Other legal pages">
          {others.map((link) => (
            <Link key={link.path} to={link.path}>
              {link.title}
            </Link>
          ))}
        </nav>
      </div>
    </div>
  );
}

export function PrivacyPage() {
  return <LegalPage document={PRIVACY} />;
}

export function TermsPage() {
  return <LegalPage document={TERMS} />;
}

/** The cookie policy: its first section is the table of the cookies the server sets. */
export function CookiesPage() {
  return (
    <LegalPage document={COOKIES}>
      <div className="legal__table-wrap">
        <table className="legal__table">
          <caption className="sr-only">Cookies Sponsorly sets</caption>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">What it is for</th>
              <th scope="col">How long it lasts</th>
            </tr>
          </thead>
          <tbody>
            {COOKIES_SET.map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row">
                  <code>{cookie.name}</code>
                </th>
                <td>{cookie.purpose}</td>
                <td>{cookie.lasts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </LegalPage>
  );
}
