import { BLOCK_MESSAGES, publicCreatorPath, type BlockedAccount } from '@sponsorly/shared';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useBlocks } from '../../../components/block-account/use-blocks';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './security.css';

const pageOf = (account: BlockedAccount) =>
  account.user_type === 'creator'
    ? account.handle
      ? publicCreatorPath(account.handle)
      : `/creators/${account.user_id}`
    : `/brands/${account.user_id}`;

/** /settings/blocked: the accounts the user blocked, each with "Unblock". Requires a session. */
export function BlockedPage() {
  useDocumentTitle('Blocked accounts');
  const { user, isLoading } = useCurrentUser();
  const { items, unblock } = useBlocks();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (isLoading) return <PageSpinner label="Loading..." />;
  if (!user) return <Navigate to="/login" replace />;

  async function lift(account: BlockedAccount) {
    setNotice(null);
    try {
      await unblock.mutateAsync({ user_id: account.user_id });
      setNotice({ tone: 'success', text: BLOCK_MESSAGES.unblockedNotice(account.name) });
    } catch (failure) {
      setNotice({ tone: 'error', text: readApiError(failure).message ?? 'That did not work. Please try again.' });
    }
  }

  return (
    <div className="container security-page">
      <header className="security-page__header">
        <h1>Blocked accounts</h1>
        <p className="text-muted">
          Neither of you can message, make offers, invite or apply to the other. Deals already funded carry on to their end.
        </p>
      </header>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Card as="section" aria-label="Blocked accounts">
        {items === undefined ? (
          <p className="text-muted">Loading...</p>
        ) : items.length === 0 ? (
          <p className="text-muted">You have not blocked anyone.</p>
        ) : (
          <ul className="blocked-list">
            {items.map((account) => {
              const [firstName = '', ...rest] = account.name.split(' ');
              return (
                <li key={account.user_id} className="blocked-list__item">
                  <Avatar imageUrl={account.avatar_url} firstName={firstName} lastName={rest.join(' ')} />
                  <div className="blocked-list__who">
                    <Link to={pageOf(account)}>{account.name}</Link>
                    <span className="text-muted">
                      {account.user_type === 'brand' ? 'Brand' : 'Creator'} · blocked{' '}
                      {new Date(account.blocked_at).toLocaleDateString()}
                    </span>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={unblock.isPending && unblock.variables?.user_id === account.user_id}
                    busyText="Unblocking..."
                    onClick={() => void lift(account)}
                  >
                    Unblock<span className="sr-only"> {account.name}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}
