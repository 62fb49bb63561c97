import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from './columns';

type Size = ColumnType<string | number | bigint, number, number>;

export interface DealFilesTable {
  id: Generated<string>;
  deal_id: string;
  uploaded_by: string;
  storage: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size_bytes: Size;
  created_at: Timestamp;
  /** When a draft that replaced this one deleted its bytes (migration 0034). */
  removed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Files uploaded to a deal (drafts, dispute evidence); the bytes are in the file storage, not here. */
export interface FileTables {
  deal_files: DealFilesTable;
}

export type DealFileRow = Selectable<DealFilesTable>;
