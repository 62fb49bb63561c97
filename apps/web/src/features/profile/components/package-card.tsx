import { describeDeliverable, describeUsageRights, formatCents, type PackageView } from '@sponsorly/shared';
import { CalendarClock, RefreshCw, ShieldCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { plural } from '../lib/figures';
import { ProfileText } from './profile-section';
import './profile.css';

/** One package of a rate card: title, price, what is delivered, when, how many revisions, which rights. */
export function PackageCard({ pkg, actions }: { pkg: PackageView; actions?: ReactNode }) {
  const titleId = useId();
  return (
    <Card as="article" className="package-card" aria-labelledby={titleId}>
      <header className="package-card__header">
        <h3 id={titleId}>{pkg.title}</h3>
        <p className="package-card__price">
          <span className="sr-only">Price: </span>
          {formatCents(pkg.price_cents)}
        </p>
      </header>
      <ul className="package-card__deliverables" aria-label="Deliverables">
        {pkg.deliverables.map((d) => (
          <li key={d.type}>{describeDeliverable(d)}</li>
        ))}
      </ul>
      {pkg.description && <ProfileText>{pkg.description}</ProfileText>}
      <ul className="package-card__terms">
        <li>
          <CalendarClock aria-hidden="true" />
          Delivery in {plural(pkg.delivery_days, 'day', 'days')}
        </li>
        <li>
          <RefreshCw aria-hidden="true" />
          {plural(pkg.revisions_included, 'revision', 'revisions')} included
        </li>
        <li>
          <ShieldCheck aria-hidden="true" />
          {describeUsageRights(pkg.usage_rights)}
        </li>
      </ul>
      {actions && <div className="package-card__actions">{actions}</div>}
    </Card>
  );
}

interface RateCardSectionProps {
  packages: readonly PackageView[];
  action?: ReactNode;
  /** Buttons under each package (a brand's "Book this package"). */
  packageActions?: ((pkg: PackageView) => ReactNode) | undefined;
}

/** The "Rate card" section of a creator's page, left out when there is no package. */
export function RateCardSection({ packages, action, packageActions }: RateCardSectionProps) {
  const titleId = useId();
  if (packages.length === 0 && !action) return null;
  return (
    <Card as="section" className="profile-section" aria-labelledby={titleId}>
      <div className="profile-section__title-row">
        <h2 id={titleId}>Rate card</h2>
        {action}
      </div>
      {packages.length > 0 ? (
        <div className="package-grid">
          {packages.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} actions={packageActions?.(pkg)} />
          ))}
        </div>
      ) : (
        <p className="text-muted">No packages yet. Packages tell brands what you make and what it costs.</p>
      )}
    </Card>
  );
}
