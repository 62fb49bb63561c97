import { EMAIL_STATUSES, type AdminEmailRow, type EmailStatus } from '@sponsorly/shared';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { readApiError } from '../../../../lib/api-error';
import { useOutbox, useResendEmail } from '../../api/use-console';
import { describeEmailStatus } from '../../lib/email-status';
import { formatDateTime } from '../../lib/format';
import { SendTestEmailForm } from '../send-test-email-form';
import { LoadMore, SectionHeader, SectionLoad } from './console-parts';

const STATUS_LABELS: Record<EmailStatus, string> = { pending: 'Pending', failed: 'Failed', sent: 'Sent' };

/** /admin/outbox: the emails queued, newest first, by status; a failed one can be sent again. */
export function AdminOutboxPage() {
  const [params, setParams] = useSearchParams();
  const status = EMAIL_STATUSES.find((s) => s === params.get('status'));
  const outbox = useOutbox(status ? { status } : {});
  const rows = outbox.data?.pages.flatMap((page) => page.rows) ?? [];
  // Said above the list: a resent email may leave it (the filter shows failed ones) once it is pending.
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <SectionHeader title="Outbox">
        Every email the app queued, newest first. A failed one can be sent again: it goes back to the queue, due now.
      </SectionHeader>
      <div className="console-filters" role="group" aria-label="Filter emails">
        <SelectField
          label="Status"
          value={status ?? ''}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value) next.set('status', event.target.value);
            else next.delete('status');
            setParams(next, { replace: true });
          }}
          options={[
            { value: '', label: 'All emails' },
            ...EMAIL_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
          ]}
        />
      </div>
      <SectionLoad query={outbox} label="emails">
        {() => (
          <section aria-label="Emails" className="console-results">
            <p role="status" className={notice?.tone === 'error' ? 'console__error' : 'console__ok'}>
              {notice?.text}
            </p>
            {rows.length === 0 ? (
              <p className="text-muted">No email{status ? ` ${STATUS_LABELS[status].toLowerCase()}` : ''}.</p>
            ) : (
              <ul className="console-list">
                {rows.map((email) => (
                  <EmailRow key={email.id} email={email} onAnswer={setNotice} />
                ))}
              </ul>
            )}
            <LoadMore query={outbox} noun="emails" />
          </section>
        )}
      </SectionLoad>
      <SendTestEmailForm />
    </>
  );
}

interface Notice {
  tone: 'ok' | 'error';
  text: string;
}

function EmailRow({ email, onAnswer }: { email: AdminEmailRow; onAnswer: (notice: Notice) => void }) {
  const state = describeEmailStatus(email, formatDateTime);
  const resend = useResendEmail();
  async function sendAgain() {
    try {
      const result = await resend.mutateAsync({ id: email.id });
      onAnswer({ tone: 'ok', text: `${email.recipient_email}: ${result.message}` });
    } catch (failure) {
      const message = readApiError(failure).message ?? 'We couldn’t send the email again. Please try again.';
      onAnswer({ tone: 'error', text: `${email.recipient_email}: ${message}` });
    }
  }
  return (
    <li className="console-row" aria-label={`${email.subject} to ${email.recipient_email}`}>
      <div className="console-row__main">
        <span className="console-row__title">{email.subject}</span>
        <span className="console-row__sub">
          To {email.recipient_email} · queued <time dateTime={email.created_at}>{formatDateTime(email.created_at)}</time>
          {email.attempts > 0 && ` · ${email.attempts} ${email.attempts === 1 ? 'attempt' : 'attempts'}`}
        </span>
        <span className={`email-status email-status--${state.tone}`}>{state.label}</span>
      </div>
      {email.status === 'failed' && (
        <div className="console-row__tags">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void sendAgain()}
            busy={resend.isPending}
            busyText="Resending..."
            icon={<RotateCw aria-hidden="true" />}
          >
            Resend
          </Button>
        </div>
      )}
    </li>
  );
}
