import type { ImageView } from '@sponsorly/shared';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';

interface DashboardHeaderProps {
  firstName: string;
  lastName: string;
  /** The uploaded photo (a brand's logo), from the session's user; initials without one. */
  photo?: ImageView | null;
  children?: ReactNode;
}

export function DashboardHeader({ firstName, lastName, photo, children }: DashboardHeaderProps) {
  return (
    <header className="dash-header">
      <Avatar photo={photo} firstName={firstName} lastName={lastName} />
      <div className="dash-header__text">
        <h1>Welcome, {firstName}!</h1>
        {children}
      </div>
    </header>
  );
}
