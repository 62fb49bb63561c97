import { VerifiedBadge } from '../../../components/verified-badge/verified-badge';
import { PLATFORM_LABELS, describeDeliverable, type CampaignView } from '@sponsorly/shared';
import { CalendarClock, Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { budgetText, deadlineText } from '../lib/campaign-words';
import { campaignPaths } from '../lib/paths';
import './campaign-brief.css';

interface CampaignCardProps {
  campaign: CampaignView;
  /** The campaign fits the reader's profile well (see GOOD_MATCH in the list). */
  matched?: boolean;
  /** A line about the reader's standing (invited, applied...), chosen by the list. */
  badge?: ReactNode;
  actions?: ReactNode;
}

/** A campaign in a creator's lists: what, for how much, by when; the title opens the brief. */
export function CampaignCard({ campaign, matched = false, badge, actions }: CampaignCardProps) {
  const titleId = useId();
  const budget = budgetText(campaign.budget_min_cents, campaign.budget_max_cents);
  return (
    <article className="campaign-card" aria-labelledby={titleId}>
      <div className="campaign-card__top">
        <p className="campaign-card__brand">{campaign.brand.name}</p>
        {campaign.brand.verified && <VerifiedBadge />}
        {matched && (
          <span className="campaign-card__match">
            <Sparkles aria-hidden="true" />
            Good match
          </span>
        )}
        {badge}
      </div>
      <h3 id={titleId} className="campaign-card__title">
        <Link to={campaignPaths.view(campaign.id)}>{campaign.title}</Link>
      </h3>
      {budget && (
        <p className="campaign-card__budget">
          <span className="money">{budget}</span> per creator
        </p>
      )}
      {campaign.deliverables.length > 0 && (
        <p className="campaign-card__deliverables">{campaign.deliverables.map(describeDeliverable).join(', ')}</p>
      )}
      <ul className="campaign-card__platforms" aria-label="Platforms">
        {campaign.platforms.map((p) => (
          <li key={p}>{PLATFORM_LABELS[p]}</li>
        ))}
      </ul>
      {campaign.application_deadline && (
        <p className="campaign-card__deadline">
          <CalendarClock aria-hidden="true" />
          {campaign.accepting_applications ? `Apply by ${deadlineText(campaign.application_deadline)}` : 'Applications closed'}
        </p>
      )}
      {actions && <div className="campaign-card__actions">{actions}</div>}
    </article>
  );
}
