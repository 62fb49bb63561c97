import { formatCents, type AdminUserDetail } from '@sponsorly/shared';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { useAdminUser } from '../../api/use-console';
import { formatDateTime, sentence } from '../../lib/format';
import { AccountActions, useModerationAction } from './account-actions';
import { SectionHeader, SectionLoad, Tag } from './console-parts';
import { PaymentOperationsList } from './payment-operations-list';

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

/** /admin/users/:id: one account's profile, deals, payments and history. */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  return (
    <>
      <Link to="/admin/users" className="console__back">
        <ArrowLeft aria-hidden="true" /> All users
      </Link>
      <SectionLoad query={user} label="account">
        {() => user.data && <UserDetail detail={user.data} />}
      </SectionLoad>
    </>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetail }) {
  const { user, profile, deals, payments, wallet, history } = detail;
  const facts: [string, string | null][] = [
    ['Email', user.email],
    ['Username', user.username],
    ['Company', profile.company_name],
    ['Website', profile.website],
    ['Industry', profile.industry],
    ['Platform', profile.platform],
    ['Location', profile.location],
    ['Categories', profile.categories.join(', ') || null],
    ['In search', profile.searchable === null ? null : profile.searchable ? 'Yes' : 'No'],
  ];
  return (
    <>
      <SectionHeader title={user.name || user.email}>
        {user.user_type === 'brand' ? 'Brand' : 'Creator'} · joined {formatDateTime(user.created_at)}
      </SectionHeader>
      <div className="console-row__tags">
        <Tag tone="primary">{user.user_type === 'brand' ? 'Brand' : 'Creator'}</Tag>
        {user.is_admin && <Tag>Admin</Tag>}
        <Tag tone={user.verified ? 'good' : 'warn'}>{user.verified ? 'Verified' : 'Unverified'}</Tag>
        {user.suspended_at && <Tag tone="bad">Suspended since {formatDateTime(user.suspended_at)}</Tag>}
      </div>

      <Card as="section" aria-labelledby="user-profile" className="console-card">
        <h2 id="user-profile">Profile</h2>
        <dl className="console-facts">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </Card>

      {!user.is_admin && <ModerationCard user={user} />}

      <Card as="section" aria-labelledby="user-deals" className="console-card">
        <h2 id="user-deals">Deals ({deals.length})</h2>
        {deals.length === 0 ? (
          <p className="text-muted">No deal yet.</p>
        ) : (
          <ul className="console-list">
            {deals.map((deal) => (
              <li key={deal.id} className="console-row">
                <div className="console-row__main">
                  <Link to={`/deals/${deal.id}`} className="console-row__title">
                    With {deal.other_party.name}
                  </Link>
                  <span className="console-row__sub">
                    As the {deal.side} · {formatCents(deal.price_cents)} · {when(deal.created_at)}
                  </span>
                </div>
                <div className="console-row__tags">
                  <Tag>{sentence(deal.status)}</Tag>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card as="section" aria-labelledby="user-payments" className="console-card">
        <h2 id="user-payments">Payments</h2>
        <dl className="console-figures">
          <div>
            <dt>Available</dt>
            <dd>{formatCents(wallet.available_cents)}</dd>
          </div>
          <div>
            <dt>Held in deals</dt>
            <dd>{formatCents(wallet.held_cents)}</dd>
          </div>
          {user.user_type === 'creator' && (
            <div>
              <dt>Clearing</dt>
              <dd>{formatCents(wallet.pending_cents)}</dd>
            </div>
          )}
          <div>
            <dt>{user.user_type === 'creator' ? 'Withdrawn' : 'Sent back to the card'}</dt>
            <dd>{formatCents(wallet.paid_out_cents)}</dd>
          </div>
          {user.user_type === 'brand' && (
            <div>
              <dt>Owed after chargebacks</dt>
              <dd>{formatCents(wallet.owed_cents)}</dd>
            </div>
          )}
        </dl>
        {payments.length === 0 ? (
          <p className="text-muted">No payment operation yet.</p>
        ) : (
          <PaymentOperationsList rows={payments} showUser={false} />
        )}
      </Card>

      <Card as="section" aria-labelledby="user-history" className="console-card">
        <h2 id="user-history">History</h2>
        <ol className="console-history">
          {history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              {when(entry.at)}
              <span>
                {entry.text}
                {entry.deal_id && (
                  <>
                    {' '}
                    (<Link to={`/deals/${entry.deal_id}`}>the deal</Link>)
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}

/** Warn, suspend or lift a suspension from the account's page, with the reason the audit log keeps. */
function ModerationCard({ user }: { user: AdminUserDetail['user'] }) {
  const [reason, setReason] = useState('');
  const { notice, run } = useModerationAction(reason, () => setReason(''));
  const name = user.name || user.email;
  return (
    <Card as="section" aria-labelledby="user-moderation" className="console-card report-group__actions">
      <h2 id="user-moderation">Moderation</h2>
      <AccountActions
        account={{ id: user.id, name, suspended: user.suspended_at !== null }}
        reason={reason}
        onReason={setReason}
        run={run}
      />
      <p role="status" className={notice?.tone === 'error' ? 'console__error' : 'console__ok'}>
        {notice?.text}
      </p>
    </Card>
  );
}
