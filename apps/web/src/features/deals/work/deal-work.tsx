import {
  daysWords,
  dealFilePath,
  describeDeliverable,
  formatCents,
  type DeliverableProgressView,
  type DeliverableStatus,
} from '@sponsorly/shared';
import { CalendarDays, ExternalLink, PencilLine, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Link } from 'react-router';
import { useDealSteps, useWallet, type Deal } from '../api/use-deal';
import { tellIfDealMoved } from '../lib/form-failure';
import { formatDueDate, formatInstant } from '../lib/time-words';
import { RequestChangesForm } from './request-changes-form';
import { DraftForm } from './draft-form';
import { LivePostForm } from './live-post-form';
import { PostMetricsPanel } from './post-metrics';
import '../styles/deal-card.css';
import '../offers/deal-terms-card.css';
import '../styles/deal-work.css';

const STATUS_WORDS: Record<DeliverableStatus, string> = {
  pending: 'Not submitted yet',
  submitted: 'Submitted',
  changes_requested: 'Changes requested',
  approved: 'Approved',
};

interface DealWorkProps {
  deal: Deal;
  /** The deal moved meanwhile (409, 404): the page reloads it and says so. */
  onStateChanged: (message: string | undefined) => void;
  onDone: (message: string) => void;
}

/**
 * The work of a funded deal: each deliverable with its due date, where it stands, its drafts (links open
 * elsewhere, never followed by search engines) and the brand's change requests, in order. The creator
 * submits drafts while the deal is at work; the brand asks for changes while it reviews.
 */
export function DealWork({ deal, onStateChanged, onDone }: DealWorkProps) {
  const titleId = useId();
  const work = deal.work;
  if (!work) return null;
  const left = work.revisions_included - work.revisions_used;
  return (
    <Card as="section" className="deal-card deal-work" aria-labelledby={titleId}>
      <div className="deal-card__title-row">
        <h2 id={titleId}>The work</h2>
        <p className="text-muted">
          {work.revisions_included === 0
            ? 'No revisions included'
            : `Revisions used: ${work.revisions_used} of ${work.revisions_included}`}
        </p>
      </div>
      <ol className="deal-work__list">
        {work.deliverables.map((progress) => (
          <DeliverableItem
            key={progress.id}
            deal={deal}
            progress={progress}
            revisionsLeft={left}
            onStateChanged={onStateChanged}
            onDone={onDone}
          />
        ))}
      </ol>
      {work.approved_at && deal.your_side === 'creator' && <ReleasedMoney deal={deal} approvedAt={work.approved_at} />}
    </Card>
  );
}

/**
 * The creator's money from this deal once approved. "Available to withdraw" is said only while there is
 * money to withdraw: once a withdrawal has emptied the balance, the line says the money cleared instead.
 */
function ReleasedMoney({ deal, approvedAt }: { deal: Deal; approvedAt: string }) {
  const work = deal.work!;
  const available = useWallet(Boolean(work.cleared_at)).data?.available_cents;
  const released = `Approved on ${formatInstant(approvedAt)}: ${formatCents(deal.terms.price_cents)} released to you.`;
  return (
    <p className="deal-work__money">
      {released}{' '}
      {work.cleared_at ? (
        available === undefined ? null : available > 0 ? (
          <>
            It cleared and is available to withdraw on <Link to="/earnings">your earnings</Link>.
          </>
        ) : (
          <>
            It cleared on {formatInstant(work.cleared_at)} and was withdrawn: see <Link to="/earnings">your earnings</Link>.
          </>
        )
      ) : work.clears_at ? (
        `Available to withdraw from ${formatInstant(work.clears_at)}.`
      ) : null}
    </p>
  );
}

interface DeliverableItemProps extends DealWorkProps {
  progress: DeliverableProgressView;
  revisionsLeft: number;
}

function DeliverableItem({ deal, progress, revisionsLeft, onStateChanged, onDone }: DeliverableItemProps) {
  const steps = useDealSteps(deal.id);
  const [asking, setAsking] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const terms = deal.terms.deliverables.find((d) => d.id === progress.id);
  const label = terms ? describeDeliverable(terms) : 'Deliverable';
  const atWork = deal.status === 'in_progress' || deal.status === 'changes_requested';
  const canSubmit = deal.your_side === 'creator' && atWork && progress.status !== 'approved';
  const canAsk = deal.your_side === 'brand' && deal.actions.includes('request_changes') && revisionsLeft > 0;
  const history = [
    ...progress.submissions.map((s) => ({ at: s.created_at, kind: 'draft' as const, s })),
    ...progress.change_requests.map((c) => ({ at: c.created_at, kind: 'change' as const, c })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  const isMoved = (failure: unknown) => tellIfDealMoved(failure, onStateChanged);

  return (
    <li className="deal-work__item" aria-label={label}>
      <div className="deal-work__head">
        <h3>{label}</h3>
        <span className={`deal-work__status deal-work__status--${progress.status}`}>{STATUS_WORDS[progress.status]}</span>
      </div>
      {progress.due_date && (
        <p className="deal-terms__due">
          <CalendarDays aria-hidden="true" />
          Due {formatDueDate(progress.due_date)}
          {/* A date moved since the agreement (a dispute resumed the work): the agreed one stays in the terms. */}
          {terms && terms.due_date !== progress.due_date && ` (agreed: ${formatDueDate(terms.due_date)})`}
        </p>
      )}
      {history.length > 0 && (
        <ol className="deal-work__history" aria-label={`History of ${label}`}>
          {history.map((entry) =>
            entry.kind === 'draft' ? (
              <li key={entry.s.id} className="deal-work__draft">
                <p className="deal-work__when">
                  Draft {entry.s.round} · {formatInstant(entry.s.created_at)}
                </p>
                {entry.s.url && (
                  <a href={entry.s.url} target="_blank" rel="noopener noreferrer nofollow" className="deal-work__link">
                    {entry.s.url}
                    <ExternalLink aria-hidden="true" />
                  </a>
                )}
                {entry.s.file && <DraftFile dealId={deal.id} file={entry.s.file} />}
                {entry.s.note && <p className="deal-work__note">{entry.s.note}</p>}
              </li>
            ) : (
              <li key={`${entry.c.round}-${entry.c.created_at}`} className="deal-work__change">
                <p className="deal-work__when">
                  <PencilLine aria-hidden="true" /> Changes requested · {formatInstant(entry.c.created_at)}
                </p>
                <p className="deal-work__note">{entry.c.comment}</p>
              </li>
            ),
          )}
        </ol>
      )}
      {progress.status === 'approved' && <RightsLine progress={progress} />}
      {progress.live_url && (
        <a href={progress.live_url} target="_blank" rel="noopener noreferrer nofollow" className="deal-work__link">
          Live post
          <ExternalLink aria-hidden="true" />
        </a>
      )}
      {progress.live_url && deal.your_side && (
        <PostMetricsPanel dealId={deal.id} deliverableId={progress.id} side={deal.your_side} />
      )}
      {progress.status === 'approved' && !progress.live_url && deal.your_side === 'creator' && (
        <LivePostForm
          label={label}
          onSend={async (url) => {
            await steps.addLivePost.mutateAsync({ id: deal.id, deliverable_id: progress.id, url });
            onDone(`Live post of ${label} added. The usage rights run from today.`);
          }}
        />
      )}
      {canSubmit && progress.status === 'submitted' && !replacing && (
        <Button variant="secondary" size="sm" icon={<RefreshCw aria-hidden="true" />} onClick={() => setReplacing(true)}>
          Replace the draft<span className="sr-only"> of {label}</span>
        </Button>
      )}
      {canSubmit && (progress.status !== 'submitted' || replacing) && (
        <DraftForm
          dealId={deal.id}
          deliverableId={progress.id}
          label={label}
          revising={progress.submissions.length > 0}
          isMoved={isMoved}
          onSubmitLink={(draft) =>
            steps.submitLink.mutateAsync({ id: deal.id, deliverable_id: progress.id, ...draft }).then(() => {})
          }
          onDone={(message) => {
            setReplacing(false);
            onDone(message);
          }}
        />
      )}
      {canAsk &&
        (asking ? (
          <RequestChangesForm
            deliverableId={progress.id}
            label={label}
            isMoved={isMoved}
            onCancel={() => setAsking(false)}
            onSend={async (input) => {
              await steps.requestChanges.mutateAsync({ id: deal.id, ...input });
              setAsking(false);
              onDone(`Change request sent for ${label}.`);
            }}
          />
        ) : (
          <Button variant="secondary" size="sm" icon={<PencilLine aria-hidden="true" />} onClick={() => setAsking(true)}>
            Request changes<span className="sr-only"> to {label}</span>
          </Button>
        ))}
    </li>
  );
}

/** A draft file: its name and size, opened from Sponsorly (the parties only); an image shows as a thumbnail. */
function DraftFile({
  dealId,
  file,
}: {
  dealId: string;
  file: NonNullable<DeliverableProgressView['submissions'][number]['file']>;
}) {
  const href = dealFilePath(dealId, file.id);
  const size =
    file.size_bytes >= 1024 * 1024
      ? `${(file.size_bytes / 1024 / 1024).toFixed(1)} MB`
      : `${Math.max(1, Math.round(file.size_bytes / 1024))} KB`;
  return (
    <div className="deal-work__file">
      {file.content_type.startsWith('image/') && (
        <img src={href} alt={`Draft: ${file.name}`} className="deal-work__thumb" loading="lazy" />
      )}
      <a href={href} target="_blank" rel="noopener noreferrer" className="deal-work__link">
        {file.name}
        <ExternalLink aria-hidden="true" />
      </a>
      <span className="text-muted"> {size}</span>
    </div>
  );
}

/** How long the brand may still use an approved deliverable, in days, from the agreed rights. */
function RightsLine({ progress }: { progress: DeliverableProgressView }) {
  // The page's moment, read once: the days left do not tick while it is open.
  const [now] = useState(() => Date.now());
  if (!progress.rights_start_at) return <p className="text-muted">No usage rights: the brand does not reuse this content.</p>;
  if (!progress.rights_end_at)
    return <p className="text-muted">Usage rights: perpetual, from {formatInstant(progress.rights_start_at)}.</p>;
  const left = Math.ceil((Date.parse(progress.rights_end_at) - now) / 86_400_000);
  return (
    <p className="text-muted">
      {left > 0
        ? `Usage rights: ${daysWords(left)} left, until ${formatInstant(progress.rights_end_at)}.`
        : `Usage rights ended on ${formatInstant(progress.rights_end_at)}.`}
    </p>
  );
}
