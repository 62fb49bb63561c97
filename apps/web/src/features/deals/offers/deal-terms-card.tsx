import {
  USAGE_RIGHTS_KIND_DESCRIPTIONS,
  daysWords,
  describeDeliverable,
  describeUsageRights,
  type DealTermField,
} from '@sponsorly/shared';
import { CalendarDays } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import type { Deal } from '../api/use-deal';
import { partyName } from '../lib/deal-words';
import { formatDueDate, formatInstant } from '../lib/time-words';
import { PriceBreakdown } from './price-breakdown';
import '../styles/deal-card.css';
import './deal-terms-card.css';

/** A mark beside a term the latest version changed; the words say it, the tint repeats it. */
function ChangedMark({ version }: { version: number }) {
  return <mark className="deal-changed-mark">Changed in version {version}</mark>;
}

function TermRow({
  label,
  changed,
  version,
  children,
}: {
  label: string;
  changed: boolean;
  version: number;
  children: ReactNode;
}) {
  return (
    <div className={changed ? 'deal-terms__row is-changed' : 'deal-terms__row'}>
      <dt>
        {label}
        {changed && <ChangedMark version={version} />}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The terms as they stand now, as the reader sees them: deliverables with due dates, the money (the
 * creator what they receive; the brand the price, fee and total), revisions, review window and usage
 * rights in plain words. What the latest counter-offer changed is marked.
 */
export function DealTermsCard({ deal }: { deal: Deal }) {
  const titleId = useId();
  const terms = deal.terms;
  const latest = deal.versions.find((v) => v.version === terms.version);
  // Marked while the terms are still being answered; once agreed or ended, they are simply the terms.
  const changed = new Set<DealTermField>(deal.status === 'offered' ? (latest?.changed ?? []) : []);
  const is = (field: DealTermField) => changed.has(field);

  return (
    <Card as="section" className="deal-card deal-terms" aria-labelledby={titleId}>
      <div className="deal-card__title-row">
        <h2 id={titleId}>Terms</h2>
        <p className="text-muted">
          Version {terms.version}, proposed by {deal.your_side === terms.proposed_by ? 'you' : partyName(deal, terms.proposed_by)}{' '}
          on {formatInstant(terms.created_at)}
        </p>
      </div>

      <h3 className="deal-terms__subtitle">
        Deliverables
        {(is('deliverables') || is('due_dates')) && <ChangedMark version={terms.version} />}
      </h3>
      <ul className="deal-terms__deliverables">
        {terms.deliverables.map((d) => (
          <li key={d.id}>
            <p className="deal-terms__deliverable">{describeDeliverable(d)}</p>
            <p className="deal-terms__due">
              <CalendarDays aria-hidden="true" />
              Due {formatDueDate(d.due_date)}
            </p>
            {d.notes && <p className="deal-terms__notes">{d.notes}</p>}
          </li>
        ))}
      </ul>

      <dl className="deal-terms__list">
        <TermRow label="Price" changed={is('price_cents')} version={terms.version}>
          <PriceBreakdown
            side={deal.your_side}
            priceCents={terms.price_cents}
            feeCents={terms.fee_cents}
            totalCents={terms.total_cents}
          />
        </TermRow>
        <TermRow label="Revisions included" changed={is('revisions_included')} version={terms.version}>
          {terms.revisions_included === 0 ? 'None' : terms.revisions_included}
          <span className="deal-terms__explain">Change requests the brand may make after delivery.</span>
        </TermRow>
        <TermRow label="Review window" changed={is('review_days')} version={terms.version}>
          {daysWords(terms.review_days)}
          <span className="deal-terms__explain">After the last submission; work not reviewed by then is approved.</span>
        </TermRow>
        <TermRow label="Usage rights" changed={is('usage_rights')} version={terms.version}>
          {describeUsageRights(terms.usage_rights)}
          <span className="deal-terms__explain">{USAGE_RIGHTS_KIND_DESCRIPTIONS[terms.usage_rights.kind]}</span>
        </TermRow>
      </dl>
    </Card>
  );
}
