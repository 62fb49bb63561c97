import {
  REPORT_REASON_LABELS,
  REPORT_STATUSES,
  type AdminReport,
  type AdminReportGroup,
  type ReportStatus,
} from '@sponsorly/shared';
import { EyeOff, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { SelectField } from '../../../../components/ui/select-field';
import { useModeration, useReports } from '../../api/use-console';
import { formatDateTime } from '../../lib/format';
import { AccountActions, useModerationAction } from './account-actions';
import { LoadMore, SectionHeader, SectionLoad, Tag } from './console-parts';

const STATUS_LABELS: Record<ReportStatus, string> = { open: 'Open', dismissed: 'Dismissed', actioned: 'Acted on' };
const KIND_LABELS: Record<AdminReport['kind'], string> = {
  user: 'Account',
  message: 'Message',
  campaign: 'Campaign',
  review: 'Review',
};

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** /admin/reports: open reports, newest first, grouped by the account they are about, with what to do about them. */
export function AdminReportsPage() {
  const [params, setParams] = useSearchParams();
  const status = REPORT_STATUSES.find((s) => s === params.get('status')) ?? 'open';
  const reports = useReports(status);
  const groups = reports.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <SectionHeader title="Reports">
        What people reported, grouped by the account it is about, with that account’s history. Every action needs a reason, which
        the audit log keeps.
      </SectionHeader>
      <div className="console-filters" role="group" aria-label="Filter reports">
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setParams(new URLSearchParams({ status: event.target.value }), { replace: true })}
          options={REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        />
      </div>
      <SectionLoad query={reports} label="reports">
        {() => (
          <section aria-label="Reports" className="console-results">
            {groups.length === 0 ? (
              <p className="text-muted">No {STATUS_LABELS[status].toLowerCase()} reports.</p>
            ) : (
              groups.map((group) => <ReportGroup key={group.subject.id} group={group} />)
            )}
            <LoadMore query={reports} noun="reports" />
          </section>
        )}
      </SectionLoad>
    </>
  );
}

function ReportGroup({ group }: { group: AdminReportGroup }) {
  const { subject } = group;
  const moderation = useModeration();
  const [reason, setReason] = useState('');
  const { notice, run } = useModerationAction(reason, () => setReason(''));
  const titleId = useId();
  const suspended = subject.standing.status === 'suspended';

  return (
    <Card as="section" className="report-group" aria-labelledby={titleId}>
      <header className="report-group__header">
        <h2 id={titleId} className="report-group__title">
          <Link to={`/admin/users/${subject.id}`}>{subject.name}</Link>
        </h2>
        <p className="console-row__sub">
          {subject.email} · {subject.user_type} · joined {formatDateTime(subject.created_at)}
        </p>
        <p className="console-row__tags">
          {suspended ? <Tag tone="bad">Suspended</Tag> : <Tag tone="good">Active</Tag>}
          <Tag>{count(subject.history.reports, 'report')} in all</Tag>
          <Tag>{count(subject.history.deals, 'deal')}</Tag>
          <Tag>{count(subject.history.disputes, 'dispute')}</Tag>
          <Tag>{count(subject.history.limits_hit, 'rate limit')} met</Tag>
          <Tag tone={subject.standing.warnings ? 'warn' : 'neutral'}>{count(subject.standing.warnings, 'warning')}</Tag>
        </p>
      </header>
      <ul className="console-list">
        {group.reports.map((report) => (
          <li
            key={report.id}
            className="console-row report-row"
            aria-label={`${KIND_LABELS[report.kind]} reported for ${REPORT_REASON_LABELS[report.reason]}`}
          >
            <div className="console-row__main">
              <span className="console-row__title">
                {KIND_LABELS[report.kind]}: {REPORT_REASON_LABELS[report.reason]}
              </span>
              {report.content !== null && <blockquote className="report-row__content">{report.content}</blockquote>}
              {report.details && <span className="console-row__sub">“{report.details}”</span>}
              <span className="console-row__sub">
                By {report.reporter.name} · <time dateTime={report.created_at}>{formatDateTime(report.created_at)}</time>
              </span>
            </div>
            {report.status === 'open' && (
              <div className="console-row__tags">
                {(report.kind === 'campaign' || report.kind === 'review') && (
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<EyeOff aria-hidden="true" />}
                    onClick={() =>
                      void run(
                        `The ${report.kind} is hidden.`,
                        report.kind === 'campaign' ? moderation.hideCampaign.mutateAsync : moderation.hideReview.mutateAsync,
                        report.subject_id,
                      )
                    }
                  >
                    Hide the {report.kind}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<X aria-hidden="true" />}
                  onClick={() => void run('The report is dismissed.', moderation.dismiss.mutateAsync, report.id)}
                >
                  Dismiss
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="report-group__actions">
        <AccountActions
          account={{ id: subject.id, name: subject.name, suspended }}
          reason={reason}
          onReason={setReason}
          run={run}
        />
        <p role="status" className={notice?.tone === 'error' ? 'console__error' : 'console__ok'}>
          {notice?.text}
        </p>
      </div>
    </Card>
  );
}
