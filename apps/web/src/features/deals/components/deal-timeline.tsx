import { describeDeliverable, formatCents, type DealAction, type DealEventView, type DealVersionView } from '@sponsorly/shared';
import {
  CheckCheck,
  CircleCheck,
  CircleX,
  Clock,
  FileText,
  History,
  Gavel,
  PackageCheck,
  PencilLine,
  ShieldAlert,
  TimerReset,
  Undo2,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import type { Deal } from '../api/use-deal';
import { eventSentence, partyName } from '../lib/deal-words';
import { formatInstant } from '../lib/time-words';
import { versionChanges } from '../lib/version-changes';
import '../styles/deal-card.css';
import './deal-timeline.css';

const EVENT_ICONS: Partial<Record<DealAction, LucideIcon>> = {
  accept: CircleCheck,
  decline: CircleX,
  withdraw: Undo2,
  extend: TimerReset,
  expire: Clock,
  fund: Wallet,
  deliver: PackageCheck,
  request_changes: PencilLine,
  approve: CheckCheck,
  auto_approve: CheckCheck,
  cancel: CircleX,
  cancel_overdue: CircleX,
  dispute: ShieldAlert,
  resolve_release: Gavel,
  resolve_refund: Gavel,
  resolve_split: Gavel,
  resolve_resume: Gavel,
  fund_expire: Clock,
  chargeback: ShieldAlert,
};

function EventIcon({ action }: { action: DealAction }) {
  const Icon = EVENT_ICONS[action] ?? History;
  return <Icon />;
}

/** What the latest version is now: still on the table, agreed, or the last before the deal ended. */
function currentLabel(deal: Deal): string {
  if (deal.status === 'offered') return 'Current terms';
  if (['declined', 'withdrawn', 'expired'].includes(deal.status)) return 'Last terms';
  return 'Agreed terms';
}

type Entry = { kind: 'version'; at: string; version: DealVersionView } | { kind: 'event'; at: string; event: DealEventView };

/** Versions and steps in the order they happened; the offer and counter-offer steps are their versions. */
function timelineEntries(deal: Deal): Entry[] {
  const entries: Entry[] = [
    ...deal.versions.map((version): Entry => ({ kind: 'version', at: version.created_at, version })),
    ...deal.events
      .filter((event) => event.action !== 'offer' && event.action !== 'counter')
      .map((event): Entry => ({ kind: 'event', at: event.created_at, event })),
  ];
  // A step answering a version never comes before it, even within the same instant.
  return entries.sort((a, b) => a.at.localeCompare(b.at) || (a.kind === b.kind ? 0 : a.kind === 'version' ? -1 : 1));
}

function VersionEntry({
  deal,
  version,
  previous,
}: {
  deal: Deal;
  version: DealVersionView;
  previous: DealVersionView | undefined;
}) {
  const who = partyName(deal, version.proposed_by);
  const kind = previous ? 'counter-offer' : 'offer';
  const changes = versionChanges(version, previous);
  const titleId = useId();
  const isCurrent = version.version === deal.terms.version;
  return (
    <li className="deal-timeline__item deal-timeline__item--version" aria-labelledby={titleId}>
      <span className="deal-timeline__icon" aria-hidden="true">
        <FileText />
      </span>
      <div className="deal-timeline__body">
        <div className="deal-timeline__heading">
          <h3 id={titleId} className="deal-timeline__title">
            Version {version.version}: {who === 'You' ? `your ${kind}` : `${kind} from ${who}`}
          </h3>
          {isCurrent && <span className="deal-timeline__current">{currentLabel(deal)}</span>}
        </div>
        <p className="deal-timeline__when">
          <time dateTime={version.created_at}>{formatInstant(version.created_at)}</time>
        </p>
        {previous ? (
          changes.length > 0 && (
            <ul className="deal-changes" aria-label={`What version ${version.version} changed`}>
              {changes.map((change, index) => (
                <li key={`${change.field}-${index}`} className={`deal-change deal-change--${change.field}`}>
                  <span className="deal-change__label">{change.label}</span>
                  <span className="deal-change__values">
                    {change.before !== null && (
                      <del>
                        <span className="sr-only">was </span>
                        {change.before}
                      </del>
                    )}
                    {change.before !== null && change.after !== null && <span aria-hidden="true"> → </span>}
                    {change.after !== null && (
                      <ins>
                        <span className="sr-only">{change.before !== null ? 'now ' : ''}</span>
                        {change.after}
                      </ins>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )
        ) : (
          <p className="deal-timeline__summary">
            {formatCents(version.price_cents)}
            {deal.your_side === 'creator' ? ' for you' : ''} · {version.deliverables.map(describeDeliverable).join(', ')}
          </p>
        )}
        {version.message && (
          <blockquote className="deal-timeline__message">
            <p>{version.message}</p>
          </blockquote>
        )}
      </div>
    </li>
  );
}

/** Every version with who proposed it, when, its message and what it changed, and every step taken. */
export function DealTimeline({ deal }: { deal: Deal }) {
  const titleId = useId();
  const entries = timelineEntries(deal);
  return (
    <Card as="section" className="deal-card deal-timeline" aria-labelledby={titleId}>
      <h2 id={titleId}>History</h2>
      <ol className="deal-timeline__list">
        {entries.map((entry) =>
          entry.kind === 'version' ? (
            <VersionEntry
              key={`v${entry.version.version}`}
              deal={deal}
              version={entry.version}
              previous={deal.versions.find((v) => v.version === entry.version.version - 1)}
            />
          ) : (
            <li key={`e${entry.event.id}`} className={`deal-timeline__item deal-timeline__item--${entry.event.action}`}>
              <span className="deal-timeline__icon" aria-hidden="true">
                <EventIcon action={entry.event.action} />
              </span>
              <div className="deal-timeline__body">
                <p className="deal-timeline__title">{eventSentence(deal, entry.event)}.</p>
                <p className="deal-timeline__when">
                  <time dateTime={entry.event.created_at}>{formatInstant(entry.event.created_at)}</time>
                </p>
              </div>
            </li>
          ),
        )}
      </ol>
    </Card>
  );
}
