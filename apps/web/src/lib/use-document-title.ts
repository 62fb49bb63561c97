import { useEffect } from 'react';

const SITE_NAME = 'Sponsorly';

/** Each page names itself in the tab and to screen readers announcing the page change. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Get Paid to Create with Top Brands`;
  }, [title]);
}
