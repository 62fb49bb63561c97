import type { AuditAction } from '@sponsorly/shared';
import { Link } from 'react-router';
import { useAudit } from '../../api/use-console';
import { formatDateTime } from '../../lib/format';
import { LoadMore, SectionHeader, SectionLoad, Tag } from './console-parts';

const ACTION_LABELS: Record<AuditAction, string> = {
  dismiss_report: 'Dismissed a report',
  warn_user: 'Warned an account',
  suspend_user: 'Suspended an account',
  unsuspend_user: 'Lifted a suspension',
  hide_campaign: 'Hid a campaign',
  hide_review: 'Hid a review',
  resolve_dispute: 'Decided a dispute',
  grant_admin: 'Made an administrator',
  resend_email: 'Sent an email again',
};

/** /admin/audit: every administrator action, newest first; nothing in it can be changed. */
export function AdminAuditPage() {
  const audit = useAudit();
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <SectionHeader title="Audit log">
        Every administrator action, who took it, on what and why, newest first. Nothing here can be changed or removed.
      </SectionHeader>
      <SectionLoad query={audit} label="audit log">
        {() => (
          <section aria-label="Audit log" className="console-results">
            {entries.length === 0 ? (
              <p className="text-muted">No administrator action yet.</p>
            ) : (
              <ul className="console-list">
                {entries.map((entry) => (
                  <li key={entry.id} className="console-row" aria-label={ACTION_LABELS[entry.action]}>
                    <div className="console-row__main">
                      <span className="console-row__title">{ACTION_LABELS[entry.action]}</span>
                      <span className="console-row__sub">“{entry.reason}”</span>
                      <span className="console-row__sub">
                        {entry.actor_id ? (
                          <Link to={`/admin/users/${entry.actor_id}`}>By administrator {entry.actor_id.slice(0, 8)}</Link>
                        ) : (
                          'From the command line'
                        )}{' '}
                        · <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                      </span>
                    </div>
                    <div className="console-row__tags">
                      {entry.subject_kind === 'user' ? (
                        <Link to={`/admin/users/${entry.subject_id}`} className="console-tag console-tag--neutral">
                          user {entry.subject_id.slice(0, 8)}
                        </Link>
                      ) : (
                        <Tag>
                          {entry.subject_kind} {entry.subject_id.slice(0, 8)}
                        </Tag>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <LoadMore query={audit} noun="entries" />
          </section>
        )}
      </SectionLoad>
    </>
  );
}
