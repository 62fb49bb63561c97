import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';

export interface Detail {
  label: string;
  value: string;
  Icon: LucideIcon;
}

/** A short set of facts (response time, meeting length...) as a description list. */
export function DetailCard({ title, details }: { title: string; details: readonly Detail[] }) {
  const titleId = useId();
  return (
    <Card as="section" className="info-card info-card--tinted" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <dl className="detail-list">
        {details.map(({ label, value, Icon }) => (
          <div key={label} className="detail-list__row">
            <dt>
              <Icon aria-hidden="true" />
              {label}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
