import type { MouseEvent } from 'react';
import { useScrollToAnchor } from '../../lib/use-scroll-to-anchor';

export const LANDING_SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'about', label: 'About' },
  { id: 'contact', label: 'Contact' },
] as const;

interface SectionLinksProps {
  itemClassName: string;
  onNavigate?: () => void;
}

/**
 * Links to the landing sections. They are real links (/#features) so they work without script and
 * open in a new tab; a plain click scrolls smoothly instead of jumping.
 */
export function SectionLinks({ itemClassName, onNavigate }: SectionLinksProps) {
  const scrollToAnchor = useScrollToAnchor();

  function handleClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    scrollToAnchor(id);
  }

  return LANDING_SECTIONS.map((section) => (
    <li key={section.id}>
      <a href={`/#${section.id}`} className={itemClassName} onClick={(event) => handleClick(event, section.id)}>
        {section.label}
      </a>
    </li>
  ));
}
