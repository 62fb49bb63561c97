import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** One titled block of a profile page. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card as="section" className="profile-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </Card>
  );
}

/** Text the user wrote, with its line breaks kept. React renders it as text, never as HTML. */
export function ProfileText({ children }: { children: string }) {
  return <p className="profile-text">{children}</p>;
}

export function TagChips({ tags }: { tags: readonly string[] }) {
  return (
    <ul className="tag-chips">
      {tags.map((tag) => (
        <li key={tag} className="tag-chip">
          {tag}
        </li>
      ))}
    </ul>
  );
}
