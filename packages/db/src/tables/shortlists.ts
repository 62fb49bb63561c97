import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from './columns';

export interface ShortlistsTable {
  id: Generated<string>;
  brand_id: string;
  name: string;
  is_default: Generated<boolean>;
  created_at: Timestamp;
}

export interface ShortlistEntriesTable {
  shortlist_id: string;
  creator_id: string;
  note: string | null;
  added_at: Timestamp;
}

export interface HiddenCreatorsTable {
  brand_id: string;
  creator_id: string;
  hidden_at: Timestamp;
}

/** What a brand keeps of the creators it found: its lists, and the creators it hid. */
export interface ShortlistTables {
  shortlists: ShortlistsTable;
  shortlist_entries: ShortlistEntriesTable;
  hidden_creators: HiddenCreatorsTable;
}

export type ShortlistRow = Selectable<ShortlistsTable>;
