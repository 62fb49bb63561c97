import { z } from 'zod';
import type { PhotoFormat } from './limits';

/**
 * A picture the server made sizes of: `url` is its largest JPEG, and a srcset for each format lists
 * every size with its width, for `<picture>` and `srcset`. Each address names one version of the picture
 * and never changes, so it is cached for a year.
 */
export const imageViewSchema = z
  .object({
    url: z.string().meta({ description: 'The largest size, as JPEG.' }),
    webp_srcset: z.string().meta({ description: 'Every size as WebP, with its width (`/api/media/…/96.webp 96w, …`).' }),
    jpeg_srcset: z.string().meta({ description: 'Every size as JPEG, with its width.' }),
  })
  .meta({ id: 'Image' });
export type ImageView = z.infer<typeof imageViewSchema>;

/** Where one size of a stored picture is served. */
export const mediaUrl = (mediaId: string, variant: string) => `/api/media/${mediaId}/${variant}`;

const srcset = (mediaId: string, sizes: readonly number[], format: PhotoFormat) =>
  sizes.map((size) => `${mediaUrl(mediaId, `${size}.${format}`)} ${size}w`).join(', ');

/** The view of a stored picture made in these sizes. */
export function imageView(mediaId: string, sizes: readonly number[]): ImageView {
  return {
    url: mediaUrl(mediaId, `${sizes[sizes.length - 1]}.jpg`),
    webp_srcset: srcset(mediaId, sizes, 'webp'),
    jpeg_srcset: srcset(mediaId, sizes, 'jpg'),
  };
}

export const photoAnswerSchema = z.object({ photo: imageViewSchema });
