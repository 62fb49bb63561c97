import { AppError } from '../lib/app-error';
import { ERROR_CODES, PHOTO_INPUT_TYPES, PHOTO_LIMITS, type PhotoFormat } from '@sponsorly/shared';
import sharp, { type ResizeOptions, type Sharp } from 'sharp';

/** One file made from an upload: its name in the picture's set (`256.webp`), its type and bytes. */
export interface MadeFile {
  variant: string;
  contentType: string;
  bytes: Buffer;
}

const CONTENT_TYPES: Record<PhotoFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * Refuses with 415 (and `message`) anything that is not a JPEG, PNG or WebP sharp can decode, told from
 * the bytes: the file's name and the type the browser declared are never read. A picture past
 * `maxInputPixels` is refused before it is decoded.
 */
export async function checkPicture(bytes: Buffer, message: string): Promise<void> {
  const refuse = () => new AppError(415, ERROR_CODES.unsupportedMediaType, message);
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: PHOTO_LIMITS.maxInputPixels }).metadata());
  } catch {
    throw refuse();
  }
  const mime = format === 'jpeg' ? 'image/jpeg' : `image/${format ?? ''}`;
  if (!(PHOTO_INPUT_TYPES as readonly string[]).includes(mime)) throw refuse();
}

/** Each size in each format, from one pipeline: turned as the camera held it, then every metadata dropped. */
async function encode(base: Sharp, size: number, resize: ResizeOptions): Promise<MadeFile[]> {
  const resized = base.clone().resize({ width: size, height: resize.fit === 'cover' ? size : undefined, ...resize });
  return Promise.all([
    resized
      .clone()
      .webp({ quality: 82 })
      .toBuffer()
      .then((bytes) => ({ variant: `${size}.webp`, contentType: CONTENT_TYPES.webp, bytes })),
    resized
      .clone()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer()
      .then((bytes) => ({ variant: `${size}.jpg`, contentType: CONTENT_TYPES.jpg, bytes })),
  ]);
}

function pipeline(bytes: Buffer): Sharp {
  // rotate() applies the EXIF orientation; sharp writes no metadata (EXIF, GPS, ICC) unless asked to.
  return sharp(bytes, { limitInputPixels: PHOTO_LIMITS.maxInputPixels, failOn: 'error' }).rotate();
}

/** A photo or logo: squares of 96, 256 and 512 pixels, cut from the centre, as WebP and JPEG. */
export async function makePhotoSizes(bytes: Buffer): Promise<MadeFile[]> {
  const base = pipeline(bytes);
  const sets = await Promise.all(PHOTO_LIMITS.sizes.map((size) => encode(base, size, { fit: 'cover', position: 'attention' })));
  return sets.flat();
}

/** A portfolio picture or poster: each width, its proportions kept and never enlarged, as WebP and JPEG. */
export async function makeWidths(bytes: Buffer, widths: readonly number[]): Promise<MadeFile[]> {
  const base = pipeline(bytes);
  const sets = await Promise.all(widths.map((width) => encode(base, width, { fit: 'inside', withoutEnlargement: true })));
  return sets.flat();
}
