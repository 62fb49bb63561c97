import type { ConnectedPlatform } from '@sponsorly/shared';
import type { PlatformCall } from './platform-adapters';
import { callPlatform, countOf, PlatformUnavailable } from './platform-http';

/** A live post's figures as the platform reports them; a figure it does not give is null. */
export interface PostFigures {
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
}

/**
 * Reads one post with the connection's token: its figures when the post is on the connected account
 * (`accountId`), null when it is elsewhere or the platform does not return it (private, removed).
 */
export type PostReader = (
  call: PlatformCall,
  accessToken: string,
  postId: string,
  accountId: string,
) => Promise<PostFigures | null>;

/** YouTube Data API v3 videos.list; the video's channel must be the connected one. */
const readYouTubeVideo: PostReader = async (call, accessToken, videoId, channelId) => {
  const url = `${call.client.apiUrl}/youtube/v3/videos?part=snippet,statistics&id=${encodeURIComponent(videoId)}`;
  const body = await callPlatform(url, { bearer: accessToken }, call.timeoutMs);
  if (!Array.isArray(body.items)) throw new PlatformUnavailable('no items in the answer');
  const video = body.items[0] as
    | { snippet?: { channelId?: unknown }; statistics?: { viewCount?: unknown; likeCount?: unknown; commentCount?: unknown } }
    | undefined;
  if (!video || video.snippet?.channelId !== channelId) return null;
  const s = video.statistics ?? {};
  return { views: countOf(s.viewCount), likes: countOf(s.likeCount), comments: countOf(s.commentCount), shares: null };
};

/** How many pages of the account's media are searched for a shortcode: live posts are recent ones. */
const INSTAGRAM_MEDIA_PAGES = 4;

/**
 * Instagram's Graph API: an address names a post by its shortcode, the API by its media id. The
 * account's own media (`/me/media`, newest first) give the id of the one with that shortcode; a
 * shortcode not among them is another account's post. Then its likes and comments, and its views
 * from the media's insights.
 */
const readInstagramMedia: PostReader = async (call, accessToken, shortcode) => {
  let mediaId: string | null = null;
  let after: string | null = null;
  for (let page = 0; page < INSTAGRAM_MEDIA_PAGES && mediaId === null; page += 1) {
    const url = new URL(`${call.client.apiUrl}/me/media`);
    url.searchParams.set('fields', 'id,shortcode,permalink');
    url.searchParams.set('limit', '100');
    if (after) url.searchParams.set('after', after);
    const body = await callPlatform(url.toString(), { bearer: accessToken }, call.timeoutMs);
    if (!Array.isArray(body.data)) throw new PlatformUnavailable('no media in the answer');
    const media = body.data as { id?: unknown; shortcode?: unknown; permalink?: unknown }[];
    const match = media.find(
      (m) => m.shortcode === shortcode || (typeof m.permalink === 'string' && m.permalink.includes(`/${shortcode}/`)),
    );
    if (match && typeof match.id === 'string') mediaId = match.id;
    // The next page is asked of the configured address with the cursor, never at an address an answer gives.
    const paging = body.paging as { cursors?: { after?: unknown }; next?: unknown } | undefined;
    after = typeof paging?.next === 'string' && typeof paging.cursors?.after === 'string' ? paging.cursors.after : null;
    if (!after) break;
  }
  if (mediaId === null) return null;
  const id = encodeURIComponent(mediaId);
  const counts = await callPlatform(
    `${call.client.apiUrl}/${id}?fields=like_count,comments_count`,
    { bearer: accessToken },
    call.timeoutMs,
  );
  const insights = await callPlatform(
    `${call.client.apiUrl}/${id}/insights?metric=views,reach`,
    { bearer: accessToken },
    call.timeoutMs,
  );
  const metrics = Array.isArray(insights.data) ? (insights.data as { name?: unknown; values?: { value?: unknown }[] }[]) : [];
  const views = metrics.find((m) => m.name === 'views')?.values?.[0]?.value;
  return { views: countOf(views), likes: countOf(counts.like_count), comments: countOf(counts.comments_count), shares: null };
};

/** TikTok's video query answers only the connected user's own videos: another account's comes back empty. */
const readTikTokVideo: PostReader = async (call, accessToken, videoId) => {
  const body = await callPlatform(
    `${call.client.apiUrl}/v2/video/query/?fields=id,view_count,like_count,comment_count,share_count`,
    { method: 'POST', bearer: accessToken, json: { filters: { video_ids: [videoId] } } },
    call.timeoutMs,
  );
  const videos = (body.data as { videos?: unknown } | undefined)?.videos;
  if (!Array.isArray(videos)) throw new PlatformUnavailable('no videos in the answer');
  const video = (videos as Record<string, unknown>[]).find((v) => String(v.id) === videoId);
  if (!video) return null;
  return {
    views: countOf(video.view_count),
    likes: countOf(video.like_count),
    comments: countOf(video.comment_count),
    shares: countOf(video.share_count),
  };
};

export const POST_READERS: Record<ConnectedPlatform, PostReader> = {
  youtube: readYouTubeVideo,
  instagram: readInstagramMedia,
  tiktok: readTikTokVideo,
};
