import type { ConnectedPlatform } from '@sponsorly/shared';

/** A live post as its address names it: the platform and the post's id there. */
export interface PostAddress {
  platform: ConnectedPlatform;
  postId: string;
}

const idOf = (id: string | null | undefined, pattern: RegExp) => (id && pattern.test(id) ? id : null);

/**
 * The post an address names, on YouTube (watch?v=, youtu.be/, shorts/), Instagram (/p/, /reel/, the
 * shortcode) or TikTok (/@user/video/, the numeric id); null when it names none of these.
 */
export function livePostAddress(address: string): PostAddress | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  const [, first, second, third] = url.pathname.split('/');
  const found = (platform: ConnectedPlatform, postId: string | null) => (postId ? { platform, postId } : null);
  if (host === 'youtu.be') return found('youtube', idOf(first, /^[\w-]{6,20}$/));
  if (host === 'youtube.com') {
    if (url.pathname === '/watch') return found('youtube', idOf(url.searchParams.get('v'), /^[\w-]{6,20}$/));
    return first === 'shorts' ? found('youtube', idOf(second, /^[\w-]{6,20}$/)) : null;
  }
  if (host === 'instagram.com') {
    return first === 'p' || first === 'reel' || first === 'reels' ? found('instagram', idOf(second, /^[\w-]{5,40}$/)) : null;
  }
  if (host === 'tiktok.com') {
    return first?.startsWith('@') && second === 'video' ? found('tiktok', idOf(third, /^\d{6,25}$/)) : null;
  }
  return null;
}
