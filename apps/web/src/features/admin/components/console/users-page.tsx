import { ADMIN_LIMITS, ADMIN_USER_ROLES, ADMIN_USER_STATES, type AdminUserRole, type AdminUserState } from '@sponsorly/shared';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { useUserSearch } from '../../api/use-console';
import { formatDateTime } from '../../lib/format';
import { LoadMore, SectionHeader, SectionLoad, Tag } from './console-parts';

const ROLE_LABELS: Record<AdminUserRole, string> = { creator: 'Creators', brand: 'Brands', admin: 'Administrators' };
const STATE_LABELS: Record<AdminUserState, string> = { verified: 'Verified', unverified: 'Unverified' };
const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((v) => v === value);

/** /admin/users: search by part of a name or an email, filter by role and state; the filters live in the address. */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const role = pick(ADMIN_USER_ROLES, params.get('role'));
  const state = pick(ADMIN_USER_STATES, params.get('state'));
  const [typed, setTyped] = useState(q);
  const search = useUserSearch({ ...(q ? { q } : {}), ...(role ? { role } : {}), ...(state ? { state } : {}) });

  function setFilter(name: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    setFilter('q', typed.trim());
  }

  const rows = search.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <>
      <SectionHeader title="Users">Every account, newest first. Part of a name or an email finds it, in any case.</SectionHeader>
      <form className="console-filters" role="search" aria-label="Search users" onSubmit={submit}>
        <TextField
          label="Name or email"
          type="search"
          value={typed}
          maxLength={ADMIN_LIMITS.queryMax}
          onChange={(event) => setTyped(event.target.value)}
          className="console-filters__query"
        />
        <SelectField
          label="Role"
          value={role ?? ''}
          onChange={(event) => setFilter('role', event.target.value)}
          options={[
            { value: '', label: 'All roles' },
            ...ADMIN_USER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
          ]}
        />
        <SelectField
          label="State"
          value={state ?? ''}
          onChange={(event) => setFilter('state', event.target.value)}
          options={[
            { value: '', label: 'All states' },
            ...ADMIN_USER_STATES.map((value) => ({ value, label: STATE_LABELS[value] })),
          ]}
        />
        <Button type="submit" icon={<Search aria-hidden="true" />}>
          Search
        </Button>
      </form>
      <SectionLoad query={search} label="users">
        {() => (
          <section aria-label="Users found" className="console-results">
            <p className="text-muted" aria-live="polite">
              {rows.length === 0 ? 'No account matches.' : `${rows.length} shown${search.hasNextPage ? ', more available' : ''}`}
            </p>
            <ul className="console-list">
              {rows.map((user) => (
                <li key={user.id} className="console-row">
                  <div className="console-row__main">
                    <Link to={`/admin/users/${user.id}`} className="console-row__title">
                      {user.name || user.email}
                    </Link>
                    <span className="console-row__sub">{user.email}</span>
                  </div>
                  <div className="console-row__tags">
                    <Tag tone="primary">{user.user_type === 'brand' ? 'Brand' : 'Creator'}</Tag>
                    {user.is_admin && <Tag>Admin</Tag>}
                    <Tag tone={user.verified ? 'good' : 'warn'}>{user.verified ? 'Verified' : 'Unverified'}</Tag>
                    <span className="console-row__meta">
                      Joined <time dateTime={user.created_at}>{formatDateTime(user.created_at)}</time>
                    </span>
                  </div>
                </li>
              ))}
            </ul>
            <LoadMore query={search} noun="users" />
          </section>
        )}
      </SectionLoad>
    </>
  );
}
