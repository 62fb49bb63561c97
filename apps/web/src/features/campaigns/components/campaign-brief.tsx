import {
  DELIVERABLE_TYPE_LABELS,
  PLATFORM_LABELS,
  USAGE_RIGHTS_KIND_DESCRIPTIONS,
  USAGE_RIGHTS_KIND_LABELS,
  describeUsageRights,
} from '@sponsorly/shared';
import { CalendarClock, CalendarDays, Check, MonitorPlay, UsersRound, Wallet, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { talentVerticalLabel } from '../../../lib/profile-labels';
import type { BriefView } from '../lib/brief';
import { budgetText, dayText, deadlineText } from '../lib/campaign-words';
import './campaign-brief.css';

interface CampaignBriefProps {
  brief: BriefView;
  /** The heading level of the brief's sections: 2 on a campaign's page, 3 inside the form's preview. */
  level?: 2 | 3;
  /** The preview says what is still missing, where a published campaign's page leaves it out. */
  showMissing?: boolean;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="brief-fact">
      <span className="brief-fact__icon" aria-hidden="true">
        {icon}
      </span>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const missing = (text: string) => <span className="brief__missing">{text}</span>;

/**
 * A campaign's brief in plain words, as creators read it: the key figures first (budget, dates,
 * platforms), then what to make, the rights the brand gets with their meaning, and the guidelines.
 */
export function CampaignBrief({ brief, level = 2, showMissing = false }: CampaignBriefProps) {
  const H = level === 2 ? 'h2' : 'h3';
  const budget = budgetText(brief.budget_min_cents, brief.budget_max_cents);
  const rights = brief.usage_rights;
  const targets = [...brief.target_verticals.map((v) => talentVerticalLabel(v) ?? v), ...brief.target_categories];
  const hasGuidelines = Boolean(brief.guidelines_dos || brief.guidelines_donts);
  const hasTarget = targets.length > 0 || brief.target_languages.length > 0 || brief.target_location;

  return (
    <div className="brief">
      <dl className="brief-facts">
        <Fact icon={<Wallet />} label="Budget per creator">
          {budget ? <span className="money">{budget}</span> : missing('Not set yet')}
        </Fact>
        <Fact icon={<UsersRound />} label="Creators wanted">
          {brief.creators_wanted}
        </Fact>
        <Fact icon={<CalendarClock />} label="Apply by">
          {brief.application_deadline ? deadlineText(brief.application_deadline) : missing('Not set yet')}
        </Fact>
        <Fact icon={<CalendarDays />} label="Content due">
          {brief.content_due_date ? dayText(brief.content_due_date) : missing('Not set yet')}
        </Fact>
        <Fact icon={<MonitorPlay />} label="Platforms">
          {brief.platforms.length ? brief.platforms.map((p) => PLATFORM_LABELS[p]).join(', ') : missing('None chosen yet')}
        </Fact>
      </dl>

      {(brief.description || showMissing) && (
        <section className="brief__section">
          <H>About the campaign</H>
          {brief.description ? <p className="brief__text">{brief.description}</p> : missing('No description yet.')}
        </section>
      )}
      {brief.goals && (
        <section className="brief__section">
          <H>Goals</H>
          <p className="brief__text">{brief.goals}</p>
        </section>
      )}

      {(brief.deliverables.length > 0 || showMissing) && (
        <section className="brief__section">
          <H>What to make</H>
          {brief.deliverables.length ? (
            <ul className="brief__deliverables">
              {brief.deliverables.map((d, index) => (
                <li key={index}>
                  <span className="brief__quantity">{d.quantity} ×</span>
                  <div>
                    <p className="brief__deliverable">{DELIVERABLE_TYPE_LABELS[d.type]}</p>
                    {d.notes && <p className="brief__text text-muted">{d.notes}</p>}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            missing('No deliverables yet.')
          )}
        </section>
      )}

      <section className="brief__section">
        <H>Usage rights</H>
        <p className="brief__rights">
          {brief.usage_duration_missing
            ? `${USAGE_RIGHTS_KIND_LABELS[rights.kind]}, duration not chosen yet`
            : describeUsageRights(rights)}
        </p>
        <p className="text-muted">{USAGE_RIGHTS_KIND_DESCRIPTIONS[rights.kind]}</p>
        {rights.kind !== 'none' && !brief.usage_duration_missing && (
          <p className="text-muted">
            {rights.duration_days === null
              ? 'The rights never end.'
              : `The rights start when the content is approved and end ${rights.duration_days} days later.`}
          </p>
        )}
      </section>

      {hasGuidelines && (
        <section className="brief__section">
          <H>Guidelines</H>
          <div className="brief__guidelines">
            {brief.guidelines_dos && (
              <div className="brief__guideline brief__guideline--do">
                <p className="brief__guideline-title">
                  <Check aria-hidden="true" /> Do
                </p>
                <p className="brief__text">{brief.guidelines_dos}</p>
              </div>
            )}
            {brief.guidelines_donts && (
              <div className="brief__guideline brief__guideline--dont">
                <p className="brief__guideline-title">
                  <X aria-hidden="true" /> Don't
                </p>
                <p className="brief__text">{brief.guidelines_donts}</p>
              </div>
            )}
          </div>
        </section>
      )}

      {hasTarget && (
        <section className="brief__section">
          <H>Who the brand is looking for</H>
          <dl className="brief__target">
            {targets.length > 0 && (
              <div>
                <dt>Niches</dt>
                <dd>
                  <ul className="brief__tags">
                    {targets.map((t) => (
                      <li key={t}>{t}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
            {brief.target_languages.length > 0 && (
              <div>
                <dt>Languages</dt>
                <dd>{brief.target_languages.join(', ')}</dd>
              </div>
            )}
            {brief.target_location && (
              <div>
                <dt>Location</dt>
                <dd>{brief.target_location}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
    </div>
  );
}
