import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Card, IconBadge } from '../../../components/ui/card';

interface ActionCardProps {
  icon: ReactNode;
  tone?: 'primary' | 'accent';
  title: string;
  children: ReactNode;
  to: string;
  action: string;
}

/** A card with one thing to do next: a heading, a sentence and a single link. */
export function ActionCard({ icon, tone = 'primary', title, children, to, action }: ActionCardProps) {
  return (
    <Card as="article" className="action-card">
      <IconBadge tone={tone}>{icon}</IconBadge>
      <h2>{title}</h2>
      <p>{children}</p>
      <ButtonLink to={to} variant="secondary" className="action-card__link">
        {action}
      </ButtonLink>
    </Card>
  );
}
