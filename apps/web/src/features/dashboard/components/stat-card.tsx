import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, IconBadge } from '../../../components/ui/card';

export interface Stat {
  label: string;
  value: string | number;
  /** Money figures are set in the accent colour. */
  money?: boolean;
}

interface StatCardProps {
  title: string;
  icon: ReactNode;
  /** The card's one big figure. */
  main: Stat;
  details: readonly Stat[];
  link?: { to: string; label: string };
}

export function StatCard({ title, icon, main, details, link }: StatCardProps) {
  const titleId = useId();
  return (
    <Card as="section" className="dash-card" aria-labelledby={titleId}>
      <header className="dash-card__header">
        <IconBadge>{icon}</IconBadge>
        <h2 id={titleId}>{title}</h2>
      </header>
      <dl className="dash-card__stats">
        <div className="dash-card__main">
          <dt>{main.label}</dt>
          <dd className={main.money ? 'money' : undefined}>{main.value}</dd>
        </div>
        {details.map((stat) => (
          <div key={stat.label} className="dash-card__detail">
            <dt>{stat.label}</dt>
            <dd className={stat.money ? 'money' : undefined}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      {link && (
        <Link to={link.to} className="dash-card__link">
          {link.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      )}
    </Card>
  );
}
