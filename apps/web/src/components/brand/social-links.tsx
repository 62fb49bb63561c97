import './social-links.css';

/*
 * Simple glyphs we draw ourselves (the icon set carries no brand logos). The links are placeholders
 * until the accounts exist; each still has a name for screen readers.
 */
const SOCIALS = [
  {
    name: 'Instagram',
    path: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
      </>
    ),
  },
  {
    name: 'YouTube',
    path: (
      <>
        <rect x="2" y="5" width="20" height="14" rx="4" />
        <path d="M10 9l5 3-5 3z" fill="currentColor" />
      </>
    ),
  },
  {
    name: 'TikTok',
    path: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.8 2.3 4.5 5 5" />,
  },
  {
    name: 'X (Twitter)',
    path: <path d="M4 4l16 16M20 4L4 20" />,
  },
  {
    name: 'LinkedIn',
    path: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="3" />
        <path d="M8 10v7M8 7v.01M12 17v-7M12 13a3 3 0 0 1 6 0v4" />
      </>
    ),
  },
] as const;

export function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <ul className={`social-links social-links--${tone}`}>
      {SOCIALS.map((social) => (
        <li key={social.name}>
          <a href="#" className="social-links__link" aria-label={`Sponsorly on ${social.name}`}>
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              {social.path}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
