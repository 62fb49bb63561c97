import { DURATIONS } from '@sponsorly/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { prefersReducedMotion } from './motion';

/** Scrolls to a section by id and moves keyboard focus there, so Tab continues from the section. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Landing anchors (#features, #about, #contact) work from every page: on / the page scrolls at once;
 * elsewhere we first go to / and scroll once it has rendered (spec: after 100 ms).
 */
export function useScrollToAnchor() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      if (location.pathname === '/') {
        scrollToSection(id);
        return;
      }
      void navigate('/');
      window.setTimeout(() => scrollToSection(id), DURATIONS.scrollDelay);
    },
    [location.pathname, navigate],
  );
}
