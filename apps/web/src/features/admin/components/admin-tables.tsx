import type { AdminEarlyAccessRow, AdminEmailRow, AdminUserRow } from '@sponsorly/shared';
import type { PagedList } from '../api/use-admin-lists';
import { describeEmailStatus } from '../lib/email-status';
import { formatDateTime, yesNo } from '../lib/format';
import { DataTable, type Column } from './data-table';

const time = (iso: string | null) =>
  iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : <span className="text-muted">Not yet</span>;

const USER_COLUMNS: readonly Column<AdminUserRow>[] = [
  { header: 'ID', cell: (user) => user.id, mono: true, wide: true },
  { header: 'Username', cell: (user) => user.username ?? <span className="text-muted">Not set</span> },
  { header: 'Email', cell: (user) => user.email },
  { header: 'Created at', cell: (user) => time(user.created_at) },
  { header: 'Updated at', cell: (user) => time(user.updated_at) },
  { header: 'Premium', cell: (user) => yesNo(user.is_premium) },
  { header: 'Tester', cell: (user) => yesNo(user.is_tester) },
];

const EARLY_ACCESS_COLUMNS: readonly Column<AdminEarlyAccessRow>[] = [
  { header: 'ID', cell: (person) => person.id, mono: true, wide: true },
  { header: 'First name', cell: (person) => person.firstname },
  { header: 'Last name', cell: (person) => person.lastname },
  { header: 'Email', cell: (person) => person.email },
  { header: 'Created at', cell: (person) => time(person.created_at) },
];

function EmailStatusBadge({ email }: { email: AdminEmailRow }) {
  const status = describeEmailStatus(email, formatDateTime);
  return <span className={`email-status email-status--${status.tone}`}>{status.label}</span>;
}

const EMAIL_COLUMNS: readonly Column<AdminEmailRow>[] = [
  { header: 'Recipient', cell: (email) => email.recipient_email },
  { header: 'Subject', cell: (email) => email.subject, wide: true },
  { header: 'Status', cell: (email) => <EmailStatusBadge email={email} />, wide: true },
  { header: 'Attempts', cell: (email) => email.attempts },
  { header: 'Created at', cell: (email) => time(email.created_at) },
  { header: 'Sent at', cell: (email) => time(email.sent_at) },
  { header: 'Error message', cell: (email) => email.error_message ?? <span className="text-muted">None</span>, wide: true },
];

export const UsersTable = ({ list }: { list: PagedList<AdminUserRow> }) => (
  <DataTable title="Users" noun="users" columns={USER_COLUMNS} list={list} rowKey={(user) => user.id} />
);

export const EarlyAccessTable = ({ list }: { list: PagedList<AdminEarlyAccessRow> }) => (
  <DataTable
    title="Early Access Users"
    noun="early access users"
    columns={EARLY_ACCESS_COLUMNS}
    list={list}
    rowKey={(person) => person.id}
  />
);

export const EmailsTable = ({ list }: { list: PagedList<AdminEmailRow> }) => (
  <DataTable title="Emails Sent" noun="emails" columns={EMAIL_COLUMNS} list={list} rowKey={(email) => email.id} />
);
