import type { ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { readApiError } from '../../../../lib/api-error';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { ForAdministrators } from './admin-console';

/** A section's title and one line on what it shows; the document's title follows. */
export function SectionHeader({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(`${title} · Admin console`);
  return (
    <header className="console__header">
      <div>
        <h1>{title}</h1>
        {children && <p className="text-muted">{children}</p>}
      </div>
      {actions}
    </header>
  );
}

/** A section's data as it loads: a spinner, the refusal of a non-admin (403), or a failure with a retry. */
export function SectionLoad({
  query,
  label,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  label: string;
  children: () => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className="console__loading">
        <Spinner size="sm" decorative /> Loading {label}...
      </p>
    );
  }
  if (query.isError) {
    if (readApiError(query.error).status === 403) return <ForAdministrators />;
    return (
      <Alert tone="error" title={`We couldn’t load the ${label}.`}>
        <p>{readApiError(query.error).message}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <>{children()}</>;
}

/** "Load more" under a paged list, while another page follows. */
export function LoadMore({
  query,
  noun,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => unknown };
  noun: string;
}) {
  return (
    <>
      {query.isFetchNextPageError && <p className="console__error">Couldn’t load more {noun}. Please try again.</p>}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void query.fetchNextPage()}
          busy={query.isFetchingNextPage}
          busyText="Loading..."
        >
          Load more {noun}
        </Button>
      )}
    </>
  );
}

/** A small label in a row: a role, a state. */
export const Tag = ({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'good' | 'warn' | 'bad' | 'primary';
  children: ReactNode;
}) => <span className={`console-tag console-tag--${tone}`}>{children}</span>;
