import type { ReactNode } from 'react';

interface ConfirmationHeroProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** The top of a confirmation page: a success mark, the page's heading and one reassuring sentence. */
export function ConfirmationHero({ icon, title, children }: ConfirmationHeroProps) {
  return (
    <header className="info-hero">
      <span className="info-hero__icon" aria-hidden="true">
        {icon}
      </span>
      <h1>{title}</h1>
      <p className="info-hero__lead">{children}</p>
    </header>
  );
}
