import { Logo } from '../../components/brand/logo';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../components/ui/button.css';
import './not-found-page.css';

/** Shown if a page crashes: no stack or detail for the visitor, just a way back. */
export function ErrorPage() {
  useDocumentTitle('Something went wrong');
  return (
    <main className="not-found container">
      <Logo />
      <h1>Something went wrong</h1>
      <p className="text-muted">An unexpected error stopped this page. Please reload, or go back to the home page.</p>
      <div className="not-found__actions">
        <a className="btn btn--primary btn--md" href="/">
          Back to home
        </a>
      </div>
    </main>
  );
}
