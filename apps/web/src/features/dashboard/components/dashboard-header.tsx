import type { ReactNode } from 'react';

function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

interface DashboardHeaderProps {
  firstName: string;
  lastName: string;
  children?: ReactNode;
}

export function DashboardHeader({ firstName, lastName, children }: DashboardHeaderProps) {
  return (
    <header className="dash-header">
      <span className="dash-header__avatar" aria-hidden="true">
        {initials(firstName, lastName)}
      </span>
      <div className="dash-header__text">
        <h1>Welcome, {firstName}!</h1>
        {children}
      </div>
    </header>
  );
}
