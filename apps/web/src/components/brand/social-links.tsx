import type { SocialLinkKey } from '@sponsorly/shared';
import { SocialGlyph } from './social-glyph';
import './social-links.css';

/** Sponsorly's own accounts. The links are placeholders until the accounts exist; each still has a name for screen readers. */
const SOCIALS: readonly { network: SocialLinkKey; name: string }[] = [
  { network: 'instagram', name: 'Instagram' },
  { network: 'youtube', name: 'YouTube' },
  { network: 'tiktok', name: 'TikTok' },
  { network: 'twitter', name: 'X (Twitter)' },
  { network: 'linkedin', name: 'LinkedIn' },
];

export function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <ul className={`social-links social-links--${tone}`}>
      {SOCIALS.map((social) => (
        <li key={social.network}>
          <a href="#" className="social-links__link" aria-label={`Sponsorly on ${social.name}`}>
            <SocialGlyph network={social.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
