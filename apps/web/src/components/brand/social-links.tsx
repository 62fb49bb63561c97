import { SITE_SOCIAL_NAMES, type SiteSocialNetwork, type SocialLinkKey } from '@sponsorly/shared';
import type { ReactNode } from 'react';
import { useSiteInfo } from '../../lib/use-site-info';
import { SocialGlyph } from './social-glyph';
import './social-links.css';

/** X keeps Twitter's glyph: the icon is ours either way. */
const GLYPH: Record<SiteSocialNetwork, SocialLinkKey> = {
  instagram: 'instagram',
  youtube: 'youtube',
  tiktok: 'tiktok',
  x: 'twitter',
  linkedin: 'linkedin',
};

/**
 * Sponsorly's own accounts, from the server's settings (SOCIAL_<NETWORK>_URL). An account that is not
 * set has no link, and with none set nothing shows, `heading` included: no link leads nowhere. They
 * come with the settings, after the page has painted, below the fold wherever they are used.
 */
export function SocialLinks({ tone = 'dark', heading }: { tone?: 'dark' | 'light'; heading?: ReactNode }) {
  const links = useSiteInfo().data?.social_links ?? [];
  if (links.length === 0) return null;
  return (
    <>
      {heading}
      <ul className={`social-links social-links--${tone}`}>
        {links.map(({ network, url }) => (
          <li key={network}>
            <a
              href={url}
              className="social-links__link"
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Sponsorly on ${SITE_SOCIAL_NAMES[network]} (opens in a new tab)`}
            >
              <SocialGlyph network={GLYPH[network]} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
