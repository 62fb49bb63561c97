import type { ImageView } from '@sponsorly/shared';
import { useState } from 'react';
import './avatar.css';

type AvatarSize = 'sm' | 'md' | 'lg';

interface AvatarProps {
  /** The uploaded photo or logo, in its sizes; preferred to `imageUrl`. */
  photo?: ImageView | null;
  /** A picture link the user gave us; shown when it loads, initials otherwise. */
  imageUrl?: string | null;
  firstName: string;
  lastName: string;
  size?: AvatarSize;
  /** Text for the picture; empty when the name is already written beside it. */
  alt?: string;
}

/** How wide each avatar is drawn at most, so the browser picks the smallest size that is sharp. */
const DRAWN_WIDTH: Record<AvatarSize, string> = { sm: '40px', md: '56px', lg: '112px' };

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

/**
 * The user's photo, or their initials on a tinted circle. An uploaded photo comes in WebP and JPEG sizes
 * and the browser takes the one it needs; a picture that fails to load (a dead link, or one the content
 * security policy refuses) falls back to the initials.
 */
export function Avatar({ photo, imageUrl, firstName, lastName, size = 'md', alt = '' }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = photo?.url ?? imageUrl ?? null;
  const showImage = Boolean(url) && failedUrl !== url;
  return (
    <span className={`avatar avatar--${size}`}>
      {showImage && url && photo ? (
        <picture>
          <source type="image/webp" srcSet={photo.webp_srcset} sizes={DRAWN_WIDTH[size]} />
          <img
            src={photo.url}
            srcSet={photo.jpeg_srcset}
            sizes={DRAWN_WIDTH[size]}
            alt={alt}
            className="avatar__image"
            width={112}
            height={112}
            onError={() => setFailedUrl(url)}
          />
        </picture>
      ) : showImage && url ? (
        <img src={url} alt={alt} className="avatar__image" referrerPolicy="no-referrer" onError={() => setFailedUrl(url)} />
      ) : (
        <span className="avatar__initials" aria-hidden="true">
          {initialsOf(firstName, lastName)}
        </span>
      )}
    </span>
  );
}
