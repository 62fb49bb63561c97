import { SITE_TIMINGS } from '@sponsorly/shared';
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

/** How long to keep looking for the section after going to /, on a slow phone or connection. */
const SECTION_WAIT_MS = 3000;
const SECTION_RETRY_MS = 50;

/** Scrolls to the section once it exists, trying again for a while if the page is not there yet. */
function scrollWhenRendered(id: string, waited = 0): void {
  if (scrollToSection(id) || waited >= SECTION_WAIT_MS) return;
  window.setTimeout(() => scrollWhenRendered(id, waited + SECTION_RETRY_MS), SECTION_RETRY_MS);
}

/**
 * Landing anchors (#features, #about, #contact) work from every page: on / the page scrolls at once;
 * elsewhere we first go to / and scroll once it has rendered (spec: after 100 ms). The 100 ms count
 * from the end of the navigation, and a page still rendering by then is waited for: a fixed delay
 * from the click scrolled nowhere whenever the landing took longer than that to appear.
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
      void Promise.resolve(navigate('/')).then(() => {
        window.setTimeout(() => scrollWhenRendered(id), SITE_TIMINGS.scrollDelay);
      });
    },
    [location.pathname, navigate],
  );
}
