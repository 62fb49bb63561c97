import type { Selectable } from 'kysely';
import type { Json, Timestamp } from './columns';

/** One stored file of a picture or video: where its bytes are, what type, how big. */
export interface MediaFile {
  key: string;
  content_type: string;
  size_bytes: number;
}

/**
 * A picture or a video a user uploaded, in the sizes and formats the server made of it (`256.webp`,
 * `512.jpg`, `video`, ...). Its id is in every address it is served at, and a new upload is a new row,
 * so those addresses never change and are cached for a year. The bytes are in the file storage.
 */
export interface MediaTable {
  id: string;
  owner_id: string;
  kind: 'image' | 'video';
  storage: string;
  files: Json<Record<string, MediaFile>>;
  created_at: Timestamp;
}

/** A creator's profile photo or a brand's logo: the picture in `media` shown for the account. */
export interface ProfilePhotosTable {
  user_id: string;
  media_id: string;
  updated_at: Timestamp;
}

export interface PhotoTables {
  media: MediaTable;
  profile_photos: ProfilePhotosTable;
}

export type MediaRow = Selectable<MediaTable>;
