import { AUDIENCE_SOURCE_LABELS, type AudienceEntryView } from '@sponsorly/shared';
import { platformLabel } from '../../../lib/profile-labels';
import { verifiedLabel } from '../../../lib/verified-label';
import { formatCount, formatRate } from '../lib/figures';
import { ProfileSection } from './profile-section';

/** One platform's figures; each says where it comes from ("Self-reported", or "Verified by YouTube, 3 days ago"). */
function AudienceCard({ entry }: { entry: AudienceEntryView }) {
  const figures = [
    { label: 'Followers', value: entry.followers === null ? null : formatCount(entry.followers) },
    { label: 'Avg. views', value: entry.avg_views === null ? null : formatCount(entry.avg_views) },
    { label: 'Engagement', value: entry.engagement_rate === null ? null : formatRate(entry.engagement_rate) },
  ].filter((f) => f.value !== null);
  return (
    <li className="audience-card">
      <div className="audience-card__top">
        <h3>{platformLabel(entry.platform)}</h3>
        <span className={`source-badge source-badge--${entry.source}`}>
          {entry.source === 'verified' && entry.verified_at
            ? verifiedLabel(entry.platform, entry.verified_at)
            : AUDIENCE_SOURCE_LABELS[entry.source]}
        </span>
      </div>
      {entry.handle && <p className="audience-card__handle">{entry.handle}</p>}
      {figures.length > 0 ? (
        <dl className="audience-card__figures">
          {figures.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-muted">No figures given.</p>
      )}
    </li>
  );
}

/** The "Audience" section of a creator's page, left out when the creator listed no platform. */
export function AudienceSection({ audience }: { audience: readonly AudienceEntryView[] }) {
  if (audience.length === 0) return null;
  return (
    <ProfileSection title="Audience">
      <p className="text-muted audience-note">
        Figures are self-reported by the creator unless verified by the platform through a connected channel.
      </p>
      <ul className="audience-grid">
        {audience.map((entry) => (
          <AudienceCard key={entry.platform} entry={entry} />
        ))}
      </ul>
    </ProfileSection>
  );
}
