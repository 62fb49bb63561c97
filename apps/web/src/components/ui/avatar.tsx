import { useState } from 'react';
import './avatar.css';

interface AvatarProps {
  /** A picture link the user gave us; shown when it loads, initials otherwise. */
  imageUrl?: string | null;
  firstName: string;
  lastName: string;
  size?: 'md' | 'lg';
  /** Text for the picture; empty when the name is already written beside it. */
  alt?: string;
}

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

/**
 * The user's picture, or their initials on a tinted circle. A picture that fails to load (a dead
 * link, or one the content security policy refuses) falls back to the initials.
 */
export function Avatar({ imageUrl, firstName, lastName, size = 'md', alt = '' }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  return (
    <span className={`avatar avatar--${size}`}>
      {showImage && imageUrl ? (
        <img
          src={imageUrl}
          alt={alt}
          className="avatar__image"
          referrerPolicy="no-referrer"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        <span className="avatar__initials" aria-hidden="true">
          {initialsOf(firstName, lastName)}
        </span>
      )}
    </span>
  );
}
