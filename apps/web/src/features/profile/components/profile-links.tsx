import { SOCIAL_LINK_KEYS, SOCIAL_LINK_LABELS } from '@sponsorly/shared';
import { ExternalLink } from 'lucide-react';
import { SocialGlyph } from '../../../components/brand/social-glyph';
import { displayUrl, safeHref } from '../lib/display';

/** The links a creator set, in a fixed order; each opens in a new tab without giving it our page. */
export function ProfileLinks({ links }: { links: Record<string, string> }) {
  const shown = SOCIAL_LINK_KEYS.flatMap((key) => {
    const href = safeHref(links[key]);
    return href ? [{ key, href }] : [];
  });
  return (
    <ul className="profile-links">
      {shown.map(({ key, href }) => (
        <li key={key}>
          <a href={href} target="_blank" rel="noopener noreferrer" className="profile-links__link">
            <span className="profile-links__icon">
              <SocialGlyph network={key} />
            </span>
            <span className="profile-links__text">
              <span className="profile-links__name">{SOCIAL_LINK_LABELS[key]}</span>
              <span className="profile-links__url">{displayUrl(href)}</span>
            </span>
            <ExternalLink className="profile-links__external" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function hasProfileLinks(links: Record<string, string>): boolean {
  return SOCIAL_LINK_KEYS.some((key) => safeHref(links[key]) !== null);
}
