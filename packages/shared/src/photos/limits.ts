/** The picture formats an upload may be, told from its bytes (never its name or declared type). */
export const PHOTO_INPUT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The formats each size is served in: WebP for browsers that take it, JPEG for the rest. */
export const PHOTO_FORMATS = ['webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** A profile photo or a brand's logo. */
export const PHOTO_LIMITS = {
  /** Past this the upload is refused with 413 and nothing is kept. */
  maxBytes: 10 * 1024 * 1024,
  /** Square sizes made from each photo, in pixels. */
  sizes: [96, 256, 512] as const,
  /** A picture with more pixels than this is refused before it is decoded (a "decompression bomb"). */
  maxInputPixels: 50_000_000,
  /** How long a browser or a cache may keep a size: its address changes with every new upload. */
  cacheSeconds: 31_536_000,
} as const;
