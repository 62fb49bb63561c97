import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface EarlyAccessUsersTable {
  id: Generated<string>;
  firstname: string;
  lastname: string;
  email: string;
  created_at: Timestamp;
}

/** What the admin database page lists beyond accounts and email. */
export interface AdminTables {
  early_access_users: EarlyAccessUsersTable;
}
