import { BRAND_VERIFICATION_MESSAGES } from '@sponsorly/shared';
import { BadgeCheck } from 'lucide-react';
import './verified-badge.css';

/**
 * "Verified company": the brand proved it receives email at its website's domain. Shown wherever the
 * brand is named for creators (campaigns, offers, its page); the domain, when known, says which.
 */
export function VerifiedBadge({ domain }: { domain?: string | null | undefined }) {
  return (
    <span className="verified-badge" title={domain ? BRAND_VERIFICATION_MESSAGES.verifiedBadgeHint(domain) : undefined}>
      <BadgeCheck aria-hidden="true" />
      {BRAND_VERIFICATION_MESSAGES.verifiedBadge}
      {domain && <span className="sr-only">: {domain}</span>}
    </span>
  );
}
