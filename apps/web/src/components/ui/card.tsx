import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'section' | 'div' | 'article';
}

export function Card({ as: Tag = 'div', className, children, ...rest }: CardProps) {
  return (
    <Tag className={['card', className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  );
}

/** A round tinted badge holding a card's icon. */
export function IconBadge({ children, tone = 'primary' }: { children: ReactNode; tone?: 'primary' | 'accent' }) {
  return (
    <span className={`icon-badge icon-badge--${tone}`} aria-hidden="true">
      {children}
    </span>
  );
}
