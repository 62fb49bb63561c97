import { Link } from 'react-router';
import './logo.css';

/** Our mark: a creator's spark on violet, with an amber dot for the money it brings. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#5B21B6" />
      <path d="M15 6.5c1 6.2 3.3 8.5 9.5 9.5-6.2 1-8.5 3.3-9.5 9.5-1-6.2-3.3-8.5-9.5-9.5 6.2-1 8.5-3.3 9.5-9.5z" fill="#fff" />
      <circle cx="24.5" cy="7.5" r="3" fill="#F59E0B" />
    </svg>
  );
}

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to="/" className={`logo logo--${tone}`} aria-label="Sponsorly home">
      <LogoMark />
      <span className="logo__word" aria-hidden="true">
        Sponsorly
      </span>
    </Link>
  );
}
