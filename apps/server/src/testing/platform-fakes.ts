import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConnectedPlatform } from '@sponsorly/shared';

export interface FakeChannel {
  id: string;
  handle: string;
  followers: number;
  mediaCount: number;
  views: number;
  likes: number;
}

/**
 * A post the fake's API knows, on the channel (account) it names: a YouTube video by its id, an
 * Instagram media by its shortcode, a TikTok video by its id.
 */
export interface FakeVideo {
  channelId: string;
  views: number;
  likes: number;
  comments: number;
  /** TikTok's only; the others give none. */
  shares?: number;
}

interface Grant {
  platform: ConnectedPlatform;
  account: string;
  challenge: string;
  redirectUri: string;
  used: boolean;
}

const CLIENT_SECRET = 'fake-client-secret';

/**
 * Stand-ins for the OAuth and API endpoints of YouTube (Google), Instagram and TikTok that the
 * connections read, on one local port: authorization codes checked against their PKCE challenge, access
 * and refresh tokens, revoked tokens, and a platform that answers 500 or never answers. Its authorize
 * page approves at once, redirecting back with a code, so a browser journey goes through it unattended.
 */
export class PlatformFakes {
  readonly channels: Record<ConnectedPlatform, FakeChannel> = {
    youtube: { id: 'UC-fake-channel', handle: '@fakecreator', followers: 125_000, mediaCount: 210, views: 9_800_000, likes: 0 },
    instagram: { id: '17841400000000001', handle: 'fake.creator', followers: 48_200, mediaCount: 530, views: 0, likes: 0 },
    tiktok: { id: 'open-id-fake', handle: 'Fake Creator', followers: 310_000, mediaCount: 95, views: 0, likes: 4_200_000 },
  };
  /** Seconds an access token is said to last. */
  expiresIn = 3600;
  /** YouTube videos by id; one not listed is answered as YouTube answers a private or removed video. */
  readonly videos: Record<string, FakeVideo> = {};
  /** Instagram media by shortcode; each account's list of media answers only its own. */
  readonly instagramMedia: Record<string, FakeVideo> = {};
  /** How many media a page of Instagram's `/me/media` holds, so a test can make the list span pages. */
  instagramPageSize = 25;
  /** TikTok videos by id; the video query answers only those of the token's account. */
  readonly tiktokVideos: Record<string, FakeVideo> = {};
  /** A platform answering every request with this status (500: down). */
  readonly failWith: Partial<Record<ConnectedPlatform, number>> = {};
  /** A platform that never answers (the caller's timeout ends the call). */
  readonly hanging = new Set<ConnectedPlatform>();
  /** Every request, `platform method path`, so tests can tell what was asked. */
  readonly requests: string[] = [];
  readonly #grants = new Map<string, Grant>();
  /** Each token's platform and the account on it that approved. */
  readonly #accessTokens = new Map<string, { platform: ConnectedPlatform; account: string }>();
  readonly #refreshTokens = new Map<string, { platform: ConnectedPlatform; account: string }>();
  #accounts = 0;
  readonly #refused = new Set<string>();
  #server: Server | undefined;
  #port = 0;
  readonly #pending = new Set<ServerResponse>();

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** The settings that point one platform at this fake. */
  env(platform: ConnectedPlatform): Record<string, string> {
    const p = platform.toUpperCase();
    return {
      [`${p}_CLIENT_ID`]: `${platform}-client`,
      [`${p}_CLIENT_SECRET`]: CLIENT_SECRET,
      [`${p}_AUTH_URL`]: `${this.url}/${platform}/authorize`,
      [`${p}_TOKEN_URL`]: `${this.url}/${platform}/token`,
      [`${p}_API_URL`]: `${this.url}/${platform}`,
    };
  }

  /**
   * What the authorize page does for an approving user: the callback address with a fresh code. Each
   * approval is a new account on the platform (its id is the channel's with a number), unless `account`
   * names one, as two people signing in to one channel would.
   */
  approve(authorizationUrl: string, account?: string): string {
    const url = new URL(authorizationUrl);
    const platform = url.pathname.split('/')[1] as ConnectedPlatform;
    const code = `code-${randomBytes(8).toString('hex')}`;
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    this.#grants.set(code, {
      platform,
      account: account ?? `${this.channels[platform].id}-${++this.#accounts}`,
      challenge: url.searchParams.get('code_challenge') ?? '',
      redirectUri,
      used: false,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    return back.toString();
  }

  /** The platform stops accepting every token it gave (the user removed the app there). */
  revokeAll(platform: ConnectedPlatform): void {
    for (const [token, owner] of [...this.#accessTokens, ...this.#refreshTokens]) {
      if (owner.platform === platform) this.#refused.add(token);
    }
  }

  /** The access tokens lapse; the refresh tokens still work. */
  expireAccessTokens(platform: ConnectedPlatform): void {
    for (const [token, owner] of this.#accessTokens) if (owner.platform === platform) this.#refused.add(token);
  }

  /** Every token the fake handed out, for tests that look for them in the database. */
  issuedTokens(): string[] {
    return [...this.#accessTokens.keys(), ...this.#refreshTokens.keys()];
  }

  async start(): Promise<void> {
    this.#server = createServer((req, res) => void this.#handle(req, res));
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.#port = (this.#server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const res of this.#pending) res.destroy();
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()) ?? resolve());
  }

  #issue(platform: ConnectedPlatform, account: string, withRefresh: boolean) {
    const access = `at-${platform}-${randomBytes(12).toString('hex')}`;
    this.#accessTokens.set(access, { platform, account });
    const answer: Record<string, unknown> = { access_token: access, expires_in: this.expiresIn, token_type: 'Bearer' };
    if (withRefresh) {
      const refresh = `rt-${platform}-${randomBytes(12).toString('hex')}`;
      this.#refreshTokens.set(refresh, { platform, account });
      answer.refresh_token = refresh;
    }
    if (platform === 'tiktok') answer.open_id = account;
    return answer;
  }

  /** The account a request's token stands for, or null when the token is unknown or refused. */
  #bearer(req: IncomingMessage, url: URL, platform: ConnectedPlatform): string | null {
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? url.searchParams.get('access_token') ?? '';
    const owner = this.#accessTokens.get(token);
    return owner?.platform === platform && !this.#refused.has(token) ? owner.account : null;
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const form = new URLSearchParams(req.headers['content-type']?.startsWith('application/json') ? '' : text);
    const url = new URL(req.url ?? '/', this.url);
    const [, first = '', ...rest] = url.pathname.split('/');
    // Google's revoke endpoint sits beside its token endpoint's host root.
    const platform = (first === 'revoke' ? 'youtube' : first) as ConnectedPlatform;
    const path = first === 'revoke' ? '/revoke' : `/${rest.join('/')}`;
    this.requests.push(`${platform} ${req.method} ${path}`);
    const json = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (this.hanging.has(platform)) {
      this.#pending.add(res);
      return;
    }
    if (this.failWith[platform]) return json(this.failWith[platform], { error: 'server_error' });
    const refused = () => json(401, { error: { code: 401, message: 'Invalid Credentials' } });

    if (path === '/authorize') {
      res.writeHead(302, { location: this.approve(url.toString()) }).end();
      return;
    }
    if (path === '/token' && req.method === 'POST') {
      if (form.get('client_secret') !== CLIENT_SECRET) return json(401, { error: 'invalid_client' });
      if (form.get('grant_type') === 'refresh_token') {
        const refresh = form.get('refresh_token') ?? '';
        const owner = this.#refreshTokens.get(refresh);
        if (owner?.platform !== platform || this.#refused.has(refresh)) return json(400, { error: 'invalid_grant' });
        return json(200, this.#issue(platform, owner.account, false));
      }
      const grant = this.#grants.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !grant ||
        grant.used ||
        grant.platform !== platform ||
        grant.challenge !== challenge ||
        grant.redirectUri !== form.get('redirect_uri')
      ) {
        return json(400, { error: 'invalid_grant' });
      }
      grant.used = true;
      return json(200, this.#issue(platform, grant.account, platform !== 'instagram'));
    }
    if (platform === 'instagram' && (path === '/access_token' || path === '/refresh_access_token')) {
      const account = this.#bearer(req, url, platform);
      if (!account) return refused();
      return json(200, this.#issue(platform, account, false));
    }
    if (platform === 'youtube' && path === '/revoke') return json(200, {});
    if (platform === 'tiktok' && path === '/v2/oauth/revoke/') return json(200, {});
    const account = this.#bearer(req, url, platform);
    if (!account) return refused();
    const c = { ...this.channels[platform], id: account };
    if (platform === 'youtube' && path === '/youtube/v3/channels') {
      return json(200, {
        items: [
          {
            id: c.id,
            snippet: { title: 'Fake Creator', customUrl: c.handle },
            statistics: { subscriberCount: String(c.followers), viewCount: String(c.views), videoCount: String(c.mediaCount) },
          },
        ],
      });
    }
    if (platform === 'youtube' && path === '/youtube/v3/videos') {
      const id = url.searchParams.get('id') ?? '';
      const video = this.videos[id];
      return json(200, {
        items: video
          ? [
              {
                id,
                snippet: { channelId: video.channelId, title: 'Fake video' },
                statistics: {
                  viewCount: String(video.views),
                  likeCount: String(video.likes),
                  commentCount: String(video.comments),
                },
              },
            ]
          : [],
      });
    }
    if (platform === 'instagram' && path === '/me') {
      return json(200, { user_id: c.id, username: c.handle, followers_count: c.followers, media_count: c.mediaCount });
    }
    if (platform === 'instagram' && path === '/me/media') {
      const own = Object.entries(this.instagramMedia).filter(([, m]) => m.channelId === account);
      const start = Number(url.searchParams.get('after') ?? 0);
      const page = own.slice(start, start + this.instagramPageSize);
      const more = start + page.length < own.length;
      return json(200, {
        data: page.map(([shortcode]) => ({
          id: `media-${shortcode}`,
          shortcode,
          permalink: `https://www.instagram.com/p/${shortcode}/`,
        })),
        paging: more
          ? {
              cursors: { after: String(start + page.length) },
              next: `${this.url}/instagram/me/media?after=${start + page.length}`,
            }
          : {},
      });
    }
    const media = platform === 'instagram' ? /^\/media-([\w-]+)(\/insights)?$/.exec(path) : null;
    if (media) {
      const found = this.instagramMedia[media[1]!];
      if (!found || found.channelId !== account) return json(400, { error: { message: 'Unsupported get request' } });
      if (media[2]) {
        return json(200, {
          data: [
            { name: 'views', period: 'lifetime', values: [{ value: found.views }] },
            { name: 'reach', period: 'lifetime', values: [{ value: Math.round(found.views * 0.8) }] },
          ],
        });
      }
      return json(200, { id: `media-${media[1]}`, like_count: found.likes, comments_count: found.comments });
    }
    if (platform === 'tiktok' && path === '/v2/video/query/' && req.method === 'POST') {
      const ids = (JSON.parse(text || '{}') as { filters?: { video_ids?: string[] } }).filters?.video_ids ?? [];
      const videos = ids.flatMap((id) => {
        const v = this.tiktokVideos[id];
        return v && v.channelId === account
          ? [{ id, view_count: v.views, like_count: v.likes, comment_count: v.comments, share_count: v.shares ?? 0 }]
          : [];
      });
      return json(200, { data: { videos, cursor: 0, has_more: false }, error: { code: 'ok', message: '' } });
    }
    if (platform === 'tiktok' && path === '/v2/user/info/') {
      return json(200, {
        data: {
          user: {
            open_id: c.id,
            display_name: c.handle,
            follower_count: c.followers,
            video_count: c.mediaCount,
            likes_count: c.likes,
          },
        },
        error: { code: 'ok' },
      });
    }
    json(404, { error: 'not_found' });
  }
}
