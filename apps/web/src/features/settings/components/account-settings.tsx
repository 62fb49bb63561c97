import type { PublicUser } from '@sponsorly/shared';
import { Pencil } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { DeleteAccount } from './delete-account';
import { DownloadData } from './download-data';

/**
 * Who the account is: the name and email it logs in with, and the way to the profile others see; then
 * the account's data: its download, and deleting it (docs/your-data.md).
 */
export function AccountSettings({ user }: { user: PublicUser }) {
  const editPath = user.user_type === 'brand' ? '/brand/profile/edit' : '/profile/edit';
  return (
    <>
      <dl className="settings-facts">
        <div>
          <dt>Name</dt>
          <dd>
            {user.first_name} {user.last_name}
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Account type</dt>
          <dd>{user.user_type === 'brand' ? 'Brand' : 'Creator'}</dd>
        </div>
      </dl>
      <ButtonLink to={editPath} variant="secondary" size="sm" icon={<Pencil aria-hidden="true" />}>
        Edit profile
      </ButtonLink>
      <DownloadData />
      <DeleteAccount />
    </>
  );
}
