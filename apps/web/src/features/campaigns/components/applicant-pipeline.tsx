import type { ApplicationStatus, CampaignApplication } from '@sponsorly/shared';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { plural } from '../lib/campaign-words';
import { ApplicationCard } from './application-card';

const STAGES = [
  { status: 'submitted', label: 'New', empty: 'No new applications. New ones appear here as creators apply.' },
  { status: 'shortlisted', label: 'Shortlisted', empty: 'Shortlist the applications you like; the creators are told.' },
  { status: 'offered', label: 'Offered', empty: 'Creators you made an offer to appear here.' },
  { status: 'declined', label: 'Declined', empty: 'No declined applications.' },
] as const satisfies readonly { status: ApplicationStatus; label: string; empty: string }[];

type Stage = (typeof STAGES)[number]['status'];
const isStage = (value: string | null): value is Stage => STAGES.some((s) => s.status === value);

interface ApplicantPipelineProps {
  applications: readonly CampaignApplication[];
  /** The campaign takes decisions (shortlist, decline, offers) in these states. */
  canDecide: boolean;
}

/**
 * The applicants as a pipeline: one tab per stage (New, Shortlisted, Offered, Declined), the stage shown
 * kept in the address. Tabs follow the ARIA pattern: arrows move between them, Tab goes into the panel.
 */
export function ApplicantPipeline({ applications, canDecide }: ApplicantPipelineProps) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('stage');
  const current: Stage = isStage(requested) ? requested : 'submitted';
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const byStage = (status: Stage) => applications.filter((a) => a.status === status);
  const withdrawn = applications.filter((a) => a.status === 'withdrawn').length;

  function show(stage: Stage, focus = false) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (stage === 'submitted') next.delete('stage');
        else next.set('stage', stage);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    if (focus) tabs.current[STAGES.findIndex((s) => s.status === stage)]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = STAGES.findIndex((s) => s.status === current);
    const last = STAGES.length - 1;
    const to = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (to === undefined) return;
    event.preventDefault();
    show(STAGES[to]!.status, true);
  }

  const stage = STAGES.find((s) => s.status === current)!;
  const shown = byStage(current);

  return (
    <div className="pipeline">
      <div className="pipeline__tabs" role="tablist" aria-label="Applicants by stage" onKeyDown={onKeyDown}>
        {STAGES.map((s, index) => {
          const selected = s.status === current;
          return (
            <button
              key={s.status}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${s.status}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className="pipeline__tab"
              onClick={() => show(s.status)}
            >
              {s.label}
              <span className="pipeline__count">{byStage(s.status).length}</span>
            </button>
          );
        })}
      </div>
      <div className="pipeline__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`} tabIndex={0}>
        {shown.length === 0 ? (
          <p className="pipeline__empty text-muted">{stage.empty}</p>
        ) : (
          <ul className="pipeline__list">
            {shown.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} canDecide={canDecide} />
              </li>
            ))}
          </ul>
        )}
        {withdrawn > 0 && current === 'submitted' && (
          <p className="pipeline__note text-muted">{plural(withdrawn, 'creator')} withdrew their application.</p>
        )}
      </div>
    </div>
  );
}
