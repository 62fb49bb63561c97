import { callPlatform, countOf, PlatformUnavailable } from './platform-http';
import type { PlatformCall } from './platform-adapters';

/** A live post's figures as the platform reports them; a figure it does not give is null. */
export interface PostFigures {
  /** The channel the post is on, compared with the connected channel. */
  channelId: string | null;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
}

/** The video id of a YouTube address (watch?v=, youtu.be/, shorts/); null when the address names no video. */
export function youtubeVideoId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  const valid = (id: string | null | undefined) => (id && /^[\w-]{6,20}$/.test(id) ? id : null);
  if (host === 'youtu.be') return valid(url.pathname.split('/')[1]);
  if (host !== 'youtube.com') return null;
  if (url.pathname === '/watch') return valid(url.searchParams.get('v'));
  const [, kind, id] = url.pathname.split('/');
  return kind === 'shorts' ? valid(id) : null;
}

/** YouTube Data API v3 videos.list; a video the API does not return (private, removed) is on no channel. */
export async function readYouTubeVideo(call: PlatformCall, accessToken: string, videoId: string): Promise<PostFigures> {
  const url = `${call.client.apiUrl}/youtube/v3/videos?part=snippet,statistics&id=${encodeURIComponent(videoId)}`;
  const body = await callPlatform(url, { bearer: accessToken }, call.timeoutMs);
  if (!Array.isArray(body.items)) throw new PlatformUnavailable('no items in the answer');
  const video = body.items[0] as
    | { snippet?: { channelId?: unknown }; statistics?: { viewCount?: unknown; likeCount?: unknown; commentCount?: unknown } }
    | undefined;
  const channelId = typeof video?.snippet?.channelId === 'string' ? video.snippet.channelId : null;
  const s = video?.statistics ?? {};
  return { channelId, views: countOf(s.viewCount), likes: countOf(s.likeCount), comments: countOf(s.commentCount), shares: null };
}
