import { CONNECTION_MESSAGES, PLATFORM_LABELS, type ProfilePlatform } from '@sponsorly/shared';
import { timeAgo } from './time-ago';

/** "Verified by YouTube, 3 days ago": a figure the platform confirmed, and when. */
export function verifiedLabel(platform: ProfilePlatform, verifiedAt: string, now: Date = new Date()): string {
  return CONNECTION_MESSAGES.verifiedBy(PLATFORM_LABELS[platform], timeAgo(verifiedAt, now));
}
