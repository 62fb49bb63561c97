import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import './not-found-page.css';

/**
 * A place the navigation already offers whose page is still being built: it says so, instead of a
 * "Page not found" the link would otherwise land on.
 */
export function ComingSoonPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="not-found container">
      <span className="not-found__icon" aria-hidden="true">
        <Hammer />
      </span>
      <h1>{title}</h1>
      <p className="text-muted">{children}</p>
      <div className="not-found__actions">
        <ButtonLink to="/dashboard">Go to dashboard</ButtonLink>
      </div>
    </section>
  );
}
