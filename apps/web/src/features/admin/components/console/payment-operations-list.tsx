import { formatCents, type AdminPaymentOperationRow } from '@sponsorly/shared';
import { Link } from 'react-router';
import { formatDateTime, sentence } from '../../lib/format';
import { Tag } from './console-parts';

const KIND_LABELS = { charge: 'Charge', refund: 'Refund', payout: 'Payout' } as const;
const STATUS_TONES = { pending: 'warn', succeeded: 'good', failed: 'bad' } as const;

/** Payment operations as rows: what, how much, for whom and which deal, where it stands. */
export function PaymentOperationsList({ rows, showUser = true }: { rows: AdminPaymentOperationRow[]; showUser?: boolean }) {
  return (
    <ul className="console-list">
      {rows.map((op) => (
        <li key={op.id} className="console-row">
          <div className="console-row__main">
            <span className="console-row__title">
              {KIND_LABELS[op.kind]} of {formatCents(op.amount_cents)}
            </span>
            <span className="console-row__sub">
              {showUser && (
                <>
                  <Link to={`/admin/users/${op.user_id}`}>{op.user_name || 'The account'}</Link> ·{' '}
                </>
              )}
              {op.deal_id && (
                <>
                  <Link to={`/deals/${op.deal_id}`}>the deal</Link> ·{' '}
                </>
              )}
              {op.provider} · <time dateTime={op.created_at}>{formatDateTime(op.created_at)}</time>
            </span>
          </div>
          <div className="console-row__tags">
            <Tag tone={STATUS_TONES[op.status]}>
              {sentence(op.status)}
              {op.failure_code ? `: ${op.failure_code.replaceAll('_', ' ')}` : ''}
            </Tag>
          </div>
        </li>
      ))}
    </ul>
  );
}
