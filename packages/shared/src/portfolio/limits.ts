/** A creator's portfolio: samples of their work on their public page and as the cover of their search card. */
export const PORTFOLIO_LIMITS = {
  maxItems: 12,
  titleMax: 100,
  brandMax: 100,
  /** A picture, or a video's poster frame (the same formats and limit as a photo). */
  imageMaxBytes: 10 * 1024 * 1024,
  /** A video: MP4, WebM or QuickTime, told from its bytes. */
  videoMaxBytes: 100 * 1024 * 1024,
  /** Widths made from each picture and poster, its proportions kept (never enlarged). */
  imageWidths: [320, 640, 1280] as const,
} as const;

/** The kinds of item: a picture, a video with its poster frame, or a link to a post. */
export const PORTFOLIO_KINDS = ['image', 'video', 'link'] as const;
export type PortfolioKind = (typeof PORTFOLIO_KINDS)[number];

/** The video formats a portfolio takes, told from the bytes. */
export const PORTFOLIO_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

/** Platforms whose posts a portfolio may link to, and the shape of a post's address on each. */
export const PORTFOLIO_PLATFORMS = ['youtube', 'instagram', 'tiktok'] as const;
export type PortfolioPlatform = (typeof PORTFOLIO_PLATFORMS)[number];

export const PORTFOLIO_PLATFORM_NAMES: Record<PortfolioPlatform, string> = {
  youtube: 'YouTube',
  instagram: 'Instagram',
  tiktok: 'TikTok',
};

const POST_SHAPES: { platform: PortfolioPlatform; hosts: string[]; path: RegExp; query?: RegExp }[] = [
  { platform: 'youtube', hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com'], path: /^\/watch\/?$/, query: /^[\w-]{11}$/ },
  { platform: 'youtube', hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com'], path: /^\/shorts\/[\w-]{11}\/?$/ },
  { platform: 'youtube', hosts: ['youtu.be'], path: /^\/[\w-]{11}\/?$/ },
  { platform: 'instagram', hosts: ['instagram.com', 'www.instagram.com'], path: /^\/(p|reel|reels|tv)\/[\w-]{5,40}\/?$/ },
  { platform: 'tiktok', hosts: ['tiktok.com', 'www.tiktok.com', 'm.tiktok.com'], path: /^\/@[\w.-]{1,40}\/video\/\d{5,25}\/?$/ },
  { platform: 'tiktok', hosts: ['vm.tiktok.com', 'vt.tiktok.com'], path: /^\/[\w]{5,20}\/?$/ },
];

/**
 * The platform of a post's address, or null when it is not the address of a post on a supported
 * platform: YouTube (`/watch?v=`, `/shorts/`, `youtu.be/`), Instagram (`/p/`, `/reel/`, `/tv/`) or
 * TikTok (`/@name/video/…`, `vm.tiktok.com/…`). Only the shape is checked: nothing is fetched.
 */
export function portfolioPlatformOf(address: string): PortfolioPlatform | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  for (const shape of POST_SHAPES) {
    if (!shape.hosts.includes(host) || !shape.path.test(url.pathname)) continue;
    if (shape.query && !shape.query.test(url.searchParams.get('v') ?? '')) continue;
    return shape.platform;
  }
  return null;
}
