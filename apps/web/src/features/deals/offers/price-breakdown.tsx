import { formatCents } from '@sponsorly/shared';
import './price-breakdown.css';

interface PriceBreakdownProps {
  /** Whose figures: the creator sees what they receive; the brand (and an admin) the price, fee and total. */
  side: 'brand' | 'creator' | null;
  priceCents: number | null;
  feeCents?: number | null | undefined;
  totalCents?: number | null | undefined;
  /** Shown beside the fee ("Platform fee (10%)") when known. */
  feePercent?: number | undefined;
  /** A smaller version for the forms. */
  compact?: boolean;
}

const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? '—' : formatCents(cents));

/**
 * The money of a deal as one side sees it. Creators keep the whole price ("free for creators"), so they
 * see that figure alone; the brand sees the price, the platform fee and what it pays in all.
 */
export function PriceBreakdown({ side, priceCents, feeCents, totalCents, feePercent, compact = false }: PriceBreakdownProps) {
  const className = ['price-breakdown', compact ? 'price-breakdown--compact' : ''].filter(Boolean).join(' ');
  if (side === 'creator') {
    return (
      <div className={className}>
        <dl>
          <div className="price-breakdown__total">
            <dt>You receive</dt>
            <dd className="money">{money(priceCents)}</dd>
          </div>
        </dl>
        <p className="price-breakdown__note">Sponsorly takes no fee from creators: the whole price is yours.</p>
      </div>
    );
  }
  return (
    <div className={className}>
      <dl>
        <div>
          <dt>Price for the creator</dt>
          <dd>{money(priceCents)}</dd>
        </div>
        <div>
          <dt>Platform fee{feePercent !== undefined ? ` (${feePercent}%)` : ''}</dt>
          <dd>{money(feeCents)}</dd>
        </div>
        <div className="price-breakdown__total">
          <dt>{side === 'brand' ? 'You pay' : 'The brand pays'}</dt>
          <dd className="money">{money(totalCents)}</dd>
        </div>
      </dl>
    </div>
  );
}
