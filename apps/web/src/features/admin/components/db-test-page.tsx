import { trpc } from '../../../lib/trpc';
import { ADMIN_MESSAGES } from '@sponsorly/shared';
import { CircleAlert, LayoutGrid, LockKeyhole, LogIn, RefreshCw, ShieldX } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { PageSpinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminLists } from '../api/use-admin-lists';
import { EarlyAccessTable, EmailsTable, UsersTable } from './admin-tables';
import { LedgerCheckCard } from './ledger-check-card';
import { ReconcileCard } from './reconcile-card';
import { PlatformMoneyCard } from './platform-money-card';
import { SendTestEmailForm } from './send-test-email-form';
import './db-test-page.css';

function MustLogIn() {
  return (
    <PageMessage
      icon={<LockKeyhole />}
      title="Log in required"
      actions={
        <ButtonLink to="/login" icon={<LogIn aria-hidden="true" />}>
          Log in
        </ButtonLink>
      }
    >
      <p>{ADMIN_MESSAGES.mustLogIn}</p>
    </PageMessage>
  );
}

function AccessRestricted() {
  return (
    <PageMessage
      icon={<ShieldX />}
      tone="error"
      title={ADMIN_MESSAGES.restricted}
      actions={<ButtonLink to="/dashboard">Go to dashboard</ButtonLink>}
    >
      <p>{ADMIN_MESSAGES.notAdmin}</p>
    </PageMessage>
  );
}

function FetchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <PageMessage
      icon={<CircleAlert />}
      tone="error"
      title={ADMIN_MESSAGES.fetchFailed}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <p>Please check your connection and try again.</p>
    </PageMessage>
  );
}

/**
 * Spec section 2, the admin database test page. The server checks the role on every call; the page
 * only decides what to say: log in first (401), not for you (403), or the data.
 */
export function DbTestPage() {
  const onStripe = trpc.system.siteInfo.useQuery(undefined, { staleTime: Infinity }).data?.payments_provider === 'stripe';
  useDocumentTitle('Database test');
  const session = useCurrentUser();
  const isAdmin = Boolean(session.user?.is_admin);
  const { status, users, earlyAccess, emails } = useAdminLists(isAdmin);

  if (session.isLoading) return <PageSpinner label="Checking your account..." />;
  if (session.isError) return <FetchFailed onRetry={() => void session.refetch()} />;
  if (!session.user) return <MustLogIn />;
  if (!isAdmin) return <AccessRestricted />;

  if (status.error) {
    const { status: httpStatus } = readApiError(status.error);
    if (httpStatus === 401) return <MustLogIn />;
    if (httpStatus === 403) return <AccessRestricted />;
    return <FetchFailed onRetry={() => void status.refetch()} />;
  }
  if (status.isPending) return <PageSpinner label="Loading data..." />;

  return (
    <div className="container db-test">
      <header className="db-test__header">
        <div>
          <h1>Database test</h1>
          <p className="text-muted">
            Users, early access sign-ups and sent emails, newest first, 100 at a time. The admin console searches accounts,
            resends failed emails and checks the books.
          </p>
        </div>
        <div className="db-test__actions">
          <ButtonLink to="/admin" icon={<LayoutGrid aria-hidden="true" />}>
            Open the admin console
          </ButtonLink>
          <Button
            variant="secondary"
            onClick={() => void status.refetch()}
            busy={status.isFetching}
            busyText="Refreshing..."
            icon={<RefreshCw aria-hidden="true" />}
          >
            Refresh
          </Button>
        </div>
      </header>
      {status.isStale && (
        <p className="db-test__stale" role="alert">
          {ADMIN_MESSAGES.fetchFailed}. Showing the last data loaded.
        </p>
      )}

      <SendTestEmailForm />
      <LedgerCheckCard />
      {onStripe && <ReconcileCard />}
      <PlatformMoneyCard />
      <EmailsTable list={emails} />
      <UsersTable list={users} />
      <EarlyAccessTable list={earlyAccess} />
    </div>
  );
}
