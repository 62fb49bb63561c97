import type { ConnectedPlatform, PlatformClient } from '@sponsorly/shared';
import { callPlatform, countOf, PlatformUnavailable } from './platform-http';

export interface PlatformTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

/** A channel's figures as the platform reports them; a figure the platform does not give is null. */
export interface ChannelFigures {
  externalId: string;
  handle: string | null;
  followers: number | null;
  mediaCount: number | null;
  views: number | null;
  likes: number | null;
}

export interface PlatformCall {
  client: PlatformClient;
  timeoutMs: number;
  now: Date;
}

/** What differs between the platforms: their OAuth parameters and the one endpoint that gives the channel's figures. */
export interface PlatformAdapter {
  authorizationUrl(client: PlatformClient, p: { redirectUri: string; state: string; challenge: string }): string;
  exchangeCode(call: PlatformCall, p: { code: string; redirectUri: string; verifier: string }): Promise<PlatformTokens>;
  /** A new access token before the old one expires; null when this platform's token cannot be refreshed. */
  refresh(call: PlatformCall, tokens: PlatformTokens): Promise<PlatformTokens | null>;
  readChannel(call: PlatformCall, accessToken: string): Promise<ChannelFigures>;
  /** Withdraws the authorization, where the platform has an endpoint for it. */
  revoke?(call: PlatformCall, tokens: PlatformTokens): Promise<void>;
}

const stringOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

function tokensFrom(body: Record<string, unknown>, now: Date, previousRefresh: string | null = null): PlatformTokens {
  const accessToken = stringOf(body.access_token);
  if (!accessToken) throw new PlatformUnavailable('no access token in the answer');
  const expiresIn = countOf(body.expires_in);
  return {
    accessToken,
    refreshToken: stringOf(body.refresh_token) ?? previousRefresh,
    expiresAt: expiresIn === null ? null : new Date(now.getTime() + expiresIn * 1000),
  };
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** The parts of a YouTube channel resource read here; every field may be missing from an odd answer. */
interface YouTubeChannel {
  id?: unknown;
  snippet?: { title?: unknown; customUrl?: unknown };
  statistics?: { subscriberCount?: unknown; viewCount?: unknown; videoCount?: unknown; hiddenSubscriberCount?: unknown };
}

/** Google's OAuth 2.0 and the YouTube Data API v3; read-only access to the creator's own channel. */
/** How a platform names the client in its token requests: OAuth's `client_id`, TikTok's `client_key`. */
type ClientField = 'client_id' | 'client_key';

/** The authorization code grant with PKCE, as RFC 6749 and 7636 write it. */
async function exchangeCodeGrant(
  { client, timeoutMs, now }: PlatformCall,
  p: { code: string; redirectUri: string; verifier: string },
  clientField: ClientField,
): Promise<PlatformTokens> {
  const form = {
    grant_type: 'authorization_code',
    code: p.code,
    redirect_uri: p.redirectUri,
    [clientField]: client.clientId,
    client_secret: client.clientSecret,
    code_verifier: p.verifier,
  };
  return tokensFrom(await callPlatform(client.tokenUrl, { method: 'POST', form }, timeoutMs), now);
}

/** The refresh token grant; the refresh token is kept when the answer names no new one. */
async function refreshTokenGrant(
  { client, timeoutMs, now }: PlatformCall,
  tokens: PlatformTokens,
  clientField: ClientField,
): Promise<PlatformTokens | null> {
  if (!tokens.refreshToken) return null;
  const form = {
    grant_type: 'refresh_token',
    refresh_token: tokens.refreshToken,
    [clientField]: client.clientId,
    client_secret: client.clientSecret,
  };
  return tokensFrom(await callPlatform(client.tokenUrl, { method: 'POST', form }, timeoutMs), now, tokens.refreshToken);
}

const youtube: PlatformAdapter = {
  authorizationUrl: (client, p) =>
    withQuery(client.authUrl, {
      client_id: client.clientId,
      redirect_uri: p.redirectUri,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/youtube.readonly',
      state: p.state,
      code_challenge: p.challenge,
      code_challenge_method: 'S256',
      // A refresh token, so the daily round reads the figures without the creator.
      access_type: 'offline',
      prompt: 'consent',
    }),
  exchangeCode: (call, p) => exchangeCodeGrant(call, p, 'client_id'),
  refresh: (call, tokens) => refreshTokenGrant(call, tokens, 'client_id'),
  async readChannel({ client, timeoutMs }, accessToken) {
    const body = await callPlatform(
      `${client.apiUrl}/youtube/v3/channels?part=snippet,statistics&mine=true`,
      { bearer: accessToken },
      timeoutMs,
    );
    const channel = (Array.isArray(body.items) ? body.items[0] : undefined) as YouTubeChannel | undefined;
    const id = stringOf(channel?.id);
    if (!channel || !id) throw new PlatformUnavailable('no channel in the answer');
    const statistics = channel.statistics ?? {};
    return {
      externalId: id,
      handle: stringOf(channel.snippet?.customUrl) ?? stringOf(channel.snippet?.title),
      // A channel that hides its subscriber count has none to verify.
      followers: statistics.hiddenSubscriberCount ? null : countOf(statistics.subscriberCount),
      mediaCount: countOf(statistics.videoCount),
      views: countOf(statistics.viewCount),
      likes: null,
    };
  },
  async revoke({ client, timeoutMs }, tokens) {
    const revokeUrl = new URL('/revoke', client.tokenUrl).toString();
    await callPlatform(revokeUrl, { method: 'POST', form: { token: tokens.refreshToken ?? tokens.accessToken } }, timeoutMs);
  },
};

/** Instagram Login: a short-lived token exchanged at once for a long-lived one, which is itself refreshed. */
const instagram: PlatformAdapter = {
  authorizationUrl: (client, p) =>
    withQuery(client.authUrl, {
      client_id: client.clientId,
      redirect_uri: p.redirectUri,
      response_type: 'code',
      scope: 'instagram_business_basic',
      state: p.state,
      code_challenge: p.challenge,
      code_challenge_method: 'S256',
    }),
  async exchangeCode({ client, timeoutMs, now }, p) {
    const short = await callPlatform(
      client.tokenUrl,
      {
        method: 'POST',
        form: {
          grant_type: 'authorization_code',
          code: p.code,
          redirect_uri: p.redirectUri,
          client_id: client.clientId,
          client_secret: client.clientSecret,
          code_verifier: p.verifier,
        },
      },
      timeoutMs,
    );
    const shortToken = tokensFrom(short, now).accessToken;
    const long = await callPlatform(
      withQuery(`${client.apiUrl}/access_token`, {
        grant_type: 'ig_exchange_token',
        client_secret: client.clientSecret,
        access_token: shortToken,
      }),
      {},
      timeoutMs,
    );
    return { ...tokensFrom(long, now), refreshToken: null };
  },
  async refresh({ client, timeoutMs, now }, tokens) {
    const body = await callPlatform(
      withQuery(`${client.apiUrl}/refresh_access_token`, { grant_type: 'ig_refresh_token', access_token: tokens.accessToken }),
      {},
      timeoutMs,
    );
    return { ...tokensFrom(body, now), refreshToken: null };
  },
  async readChannel({ client, timeoutMs }, accessToken) {
    const me = await callPlatform(
      `${client.apiUrl}/me?fields=user_id,username,followers_count,media_count`,
      { bearer: accessToken },
      timeoutMs,
    );
    const id = stringOf(me.user_id) ?? (typeof me.user_id === 'number' ? String(me.user_id) : null);
    if (!id) throw new PlatformUnavailable('no account in the answer');
    return {
      externalId: id,
      handle: stringOf(me.username),
      followers: countOf(me.followers_count),
      mediaCount: countOf(me.media_count),
      views: null,
      likes: null,
    };
  },
};

/** TikTok Login Kit v2: the client is named by its key; the user's statistics need user.info.stats. */
const tiktok: PlatformAdapter = {
  authorizationUrl: (client, p) =>
    withQuery(client.authUrl, {
      client_key: client.clientId,
      redirect_uri: p.redirectUri,
      response_type: 'code',
      scope: 'user.info.basic,user.info.stats,video.list',
      state: p.state,
      code_challenge: p.challenge,
      code_challenge_method: 'S256',
    }),
  exchangeCode: (call, p) => exchangeCodeGrant(call, p, 'client_key'),
  refresh: (call, tokens) => refreshTokenGrant(call, tokens, 'client_key'),
  async readChannel({ client, timeoutMs }, accessToken) {
    const body = await callPlatform(
      `${client.apiUrl}/v2/user/info/?fields=open_id,display_name,follower_count,video_count,likes_count`,
      { bearer: accessToken },
      timeoutMs,
    );
    const user = (body.data as { user?: Record<string, unknown> } | undefined)?.user;
    const id = stringOf(user?.open_id);
    if (!user || !id) throw new PlatformUnavailable('no user in the answer');
    return {
      externalId: id,
      handle: stringOf(user.display_name),
      followers: countOf(user.follower_count),
      mediaCount: countOf(user.video_count),
      views: null,
      likes: countOf(user.likes_count),
    };
  },
  async revoke({ client, timeoutMs }, tokens) {
    await callPlatform(
      `${client.apiUrl}/v2/oauth/revoke/`,
      { method: 'POST', form: { client_key: client.clientId, client_secret: client.clientSecret, token: tokens.accessToken } },
      timeoutMs,
    );
  },
};

export const PLATFORM_ADAPTERS: Record<ConnectedPlatform, PlatformAdapter> = { youtube, instagram, tiktok };
