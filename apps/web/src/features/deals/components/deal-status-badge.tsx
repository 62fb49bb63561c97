import type { DealStatus } from '@sponsorly/shared';
import { DEAL_STATUS_WORDS } from '../lib/deal-words';
import './deal-status-badge.css';

/** A deal's state in words on a tinted pill; the words carry the meaning, the colour only repeats it. */
export function DealStatusBadge({ status }: { status: DealStatus }) {
  const { label, tone } = DEAL_STATUS_WORDS[status];
  return (
    <span className={`deal-badge deal-badge--${tone}`} data-status={status}>
      <span className="sr-only">Status: </span>
      {label}
    </span>
  );
}
