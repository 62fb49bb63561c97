import { CONNECTION_LIMITS, CONNECTION_MESSAGES } from '@sponsorly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { PlatformFakes } from '../testing/platform-fakes';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let fakes: PlatformFakes;

beforeAll(async () => {
  fakes = new PlatformFakes();
  await fakes.start();
  // TikTok is left without a client: it is not offered. The timeout is short for the platform that never
  // answers, and long enough that a busy machine does not make a working fake look down.
  server = await startTestServer({ ...fakes.env('youtube'), ...fakes.env('instagram'), PLATFORM_TIMEOUT_MS: '1500' });
});
afterAll(async () => {
  await server.close();
  await fakes.stop();
});

const HOUR = 60 * 60 * 1000;
const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, token?: string, payload?: object) =>
  server.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** The platform's page as the start route sends the creator to it. */
async function startAt(platform: string, token: string): Promise<string> {
  const start = await call('GET', `/api/connections/${platform}/start`, token);
  expect(start.statusCode).toBe(302);
  return String(start.headers.location);
}
/** The callback as the platform calls it, by its path on this server. */
const callback = (approved: string, token: string) => {
  const url = new URL(approved);
  return call('GET', `${url.pathname}${url.search}`, token);
};
async function connect(platform: 'youtube' | 'instagram', token: string) {
  const answer = await callback(fakes.approve(await startAt(platform, token)), token);
  expect(answer.statusCode).toBe(302);
  return answer;
}
const connectionsOf = async (token: string) => (await call('GET', '/api/connections', token)).json();
const audienceOf = async (id: string, token: string) => (await call('GET', `/api/creators/${id}`, token)).json().profile.audience;
const rowsOf = (creatorId: string) =>
  server.database.db.selectFrom('platform_connections').selectAll().where('creator_id', '=', creatorId).execute();

describe('connecting a channel', () => {
  it('sends the creator to the platform with the code flow, PKCE S256, a state and read-only scope', async () => {
    const { sessionToken } = await createVerifiedAccount(server, 'creator');
    const location = new URL(await startAt('youtube', sessionToken));
    expect(`${location.origin}${location.pathname}`).toBe(`${fakes.url}/youtube/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'youtube-client',
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'https://www.googleapis.com/auth/youtube.readonly',
      redirect_uri: 'http://localhost:3000/api/connections/youtube/callback',
    });
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('offers only the platforms with a client: another answers 404, and brands and strangers are refused', async () => {
    const { sessionToken } = await createVerifiedAccount(server, 'creator');
    expect((await call('GET', '/api/connections/platforms', sessionToken)).json()).toEqual({
      platforms: ['instagram', 'youtube'],
    });
    const tiktok = await call('GET', '/api/connections/tiktok/start', sessionToken);
    expect(tiktok.statusCode).toBe(404);
    expect(tiktok.json().message).toBe(CONNECTION_MESSAGES.notOffered);
    expect((await call('GET', '/api/connections/myspace/start', sessionToken)).statusCode).toBe(400);

    const brand = await createVerifiedAccount(server, 'brand');
    const refused = await call('GET', '/api/connections/youtube/start', brand.sessionToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CONNECTION_MESSAGES.creatorsOnly);
    expect((await call('GET', '/api/connections', brand.sessionToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/connections/youtube/start')).statusCode).toBe(401);
  });

  it('connects YouTube: the subscribers replace the typed figure, verified, with their date', async () => {
    const { sessionToken, user } = await createVerifiedAccount(server, 'creator');
    const typed = await call('PUT', '/api/profile', sessionToken, {
      first_name: 'Lia',
      last_name: 'Moss',
      bio: 'Films about bikes.',
      audience: [
        { platform: 'instagram', handle: '@lia', followers: 5_000 },
        { platform: 'youtube', handle: '@lia.tube', followers: 999_999 },
      ],
    });
    expect(typed.statusCode).toBe(200);

    const answer = await connect('youtube', sessionToken);
    expect(answer.headers.location).toBe('/profile/edit?connected=youtube');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');

    const [connection] = await connectionsOf(sessionToken);
    expect(connection).toEqual({
      platform: 'youtube',
      status: 'connected',
      handle: '@fakecreator',
      followers: 125_000,
      connected_at: server.clock.now.toISOString(),
      refreshed_at: server.clock.now.toISOString(),
    });
    expect(await audienceOf(user.id, sessionToken)).toEqual([
      expect.objectContaining({ platform: 'instagram', followers: 5_000, source: 'self_reported', verified_at: null }),
      expect.objectContaining({
        platform: 'youtube',
        handle: '@lia.tube',
        followers: 125_000,
        source: 'verified',
        verified_at: server.clock.now.toISOString(),
      }),
    ]);

    // Saving the profile again does not put the typed figure back over the verified one.
    await call('PUT', '/api/profile', sessionToken, {
      first_name: 'Lia',
      last_name: 'Moss',
      bio: 'Films about bikes.',
      audience: [{ platform: 'youtube', handle: '@lia.tube', followers: 999_999 }],
    });
    expect(await audienceOf(user.id, sessionToken)).toEqual([
      expect.objectContaining({ platform: 'youtube', followers: 125_000, source: 'verified' }),
    ]);
  });

  it('adds a connected platform the creator had not listed, and keeps no token readable in the database', async () => {
    const { sessionToken, user } = await createVerifiedAccount(server, 'creator');
    await connect('instagram', sessionToken);
    expect(await audienceOf(user.id, sessionToken)).toEqual([
      expect.objectContaining({ platform: 'instagram', handle: 'fake.creator', followers: 48_200, source: 'verified' }),
    ]);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    const stored =
      JSON.stringify(await server.database.db.selectFrom('platform_connections').selectAll().execute()) +
      JSON.stringify(await server.database.db.selectFrom('connection_states').selectAll().execute());
    expect(fakes.issuedTokens().length).toBeGreaterThan(0);
    for (const token of fakes.issuedTokens()) expect(stored).not.toContain(token);
    expect(rows[0]!.access_token).toMatch(/^v1\./);
  });
});

describe('the callback’s checks', () => {
  it('refuses a channel already connected to another account (409), keeping nothing for the second', async () => {
    const first = await createVerifiedAccount(server, 'creator');
    const second = await createVerifiedAccount(server, 'creator');
    const firstAnswer = await callback(
      fakes.approve(await startAt('youtube', first.sessionToken), 'UC-one-channel'),
      first.sessionToken,
    );
    expect(firstAnswer.statusCode).toBe(302);
    const answer = await callback(
      fakes.approve(await startAt('youtube', second.sessionToken), 'UC-one-channel'),
      second.sessionToken,
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'conflict', message: CONNECTION_MESSAGES.channelTaken('youtube') });
    expect(await rowsOf(second.user.id)).toEqual([]);
    // The creator who holds it can connect it again.
    const again = await callback(
      fakes.approve(await startAt('youtube', first.sessionToken), 'UC-one-channel'),
      first.sessionToken,
    );
    expect(again.statusCode).toBe(302);
  });

  it('refuses a wrong state, a reused one, another session’s, and one older than ten minutes, keeping nothing', async () => {
    const { sessionToken, user } = await createVerifiedAccount(server, 'creator');
    const approved = fakes.approve(await startAt('youtube', sessionToken));

    const wrong = new URL(approved);
    wrong.searchParams.set('state', 'not-the-state');
    const wrongAnswer = await callback(wrong.toString(), sessionToken);
    expect(wrongAnswer.statusCode).toBe(400);
    expect(wrongAnswer.json()).toMatchObject({ code: 'invalid_token', message: CONNECTION_MESSAGES.stateInvalid });

    const other = await createVerifiedAccount(server, 'creator');
    expect((await callback(approved, other.sessionToken)).statusCode).toBe(400);
    expect((await callback(approved, '')).statusCode).toBe(400);

    expect((await callback(approved, sessionToken)).statusCode).toBe(302);
    const reused = await callback(approved, sessionToken);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('invalid_token');
    expect(await rowsOf(other.user.id)).toEqual([]);

    const late = await createVerifiedAccount(server, 'creator');
    const lateApproved = fakes.approve(await startAt('youtube', late.sessionToken));
    server.clock.advance(CONNECTION_LIMITS.stateMaxAgeMs + 1000);
    expect((await callback(lateApproved, late.sessionToken)).statusCode).toBe(400);
    expect(await rowsOf(late.user.id)).toEqual([]);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('refuses a code the token endpoint refuses, and a state from another platform, keeping nothing', async () => {
    const { sessionToken, user } = await createVerifiedAccount(server, 'creator');
    const approved = new URL(fakes.approve(await startAt('youtube', sessionToken)));
    approved.searchParams.set('code', 'code-forged');
    const refused = await callback(approved.toString(), sessionToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_token', message: CONNECTION_MESSAGES.codeRefused('youtube') });

    const crossed = new URL(fakes.approve(await startAt('youtube', sessionToken)));
    crossed.pathname = '/api/connections/instagram/callback';
    expect((await callback(crossed.toString(), sessionToken)).statusCode).toBe(400);

    const denied = new URL(fakes.approve(await startAt('youtube', sessionToken)));
    denied.searchParams.delete('code');
    denied.searchParams.set('error', 'access_denied');
    expect((await callback(denied.toString(), sessionToken)).statusCode).toBe(400);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await connectionsOf(sessionToken)).toEqual([]);
  });

  it('keeps nothing when the platform is down at the callback, and says so (503)', async () => {
    const { sessionToken, user } = await createVerifiedAccount(server, 'creator');
    const approved = fakes.approve(await startAt('instagram', sessionToken));
    fakes.failWith.instagram = 500;
    try {
      const answer = await callback(approved, sessionToken);
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toBe(CONNECTION_MESSAGES.platformDown('instagram'));
    } finally {
      delete fakes.failWith.instagram;
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe('refresh, expiry and disconnecting', () => {
  it('reads the figures at most once an hour, refreshing a token about to expire first', async () => {
    const { sessionToken, user } = await createVerifiedAccount(server, 'creator');
    await connect('youtube', sessionToken);
    const soon = await call('POST', '/api/connections/youtube/refresh', sessionToken);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('3600');

    server.clock.advance(2 * HOUR);
    // The token the callback got is no longer accepted: only a refreshed one reads the channel.
    fakes.expireAccessTokens('youtube');
    fakes.channels.youtube.followers = 130_000;
    const refreshed = await call('POST', '/api/connections/youtube/refresh', sessionToken);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({
      status: 'connected',
      followers: 130_000,
      refreshed_at: server.clock.now.toISOString(),
    });
    expect(fakes.requests).toContain('youtube POST /token');
    expect(await audienceOf(user.id, sessionToken)).toEqual([
      expect.objectContaining({ followers: 130_000, source: 'verified' }),
    ]);
    fakes.channels.youtube.followers = 125_000;
  });

  it('changes nothing when the platform answers 500 or does not answer at all', async () => {
    const { sessionToken, user } = await createVerifiedAccount(server, 'creator');
    await connect('instagram', sessionToken);
    const before = await connectionsOf(sessionToken);
    server.clock.advance(2 * HOUR);
    fakes.channels.instagram.followers = 1;
    fakes.failWith.instagram = 500;
    const down = await call('POST', '/api/connections/instagram/refresh', sessionToken);
    delete fakes.failWith.instagram;
    expect(down.statusCode).toBe(503);
    fakes.hanging.add('instagram');
    const silent = await call('POST', '/api/connections/instagram/refresh', sessionToken);
    fakes.hanging.delete('instagram');
    expect(silent.statusCode).toBe(503);
    fakes.channels.instagram.followers = 48_200;
    expect(await connectionsOf(sessionToken)).toEqual(before);
    expect(await audienceOf(user.id, sessionToken)).toEqual([expect.objectContaining({ followers: 48_200, source: 'verified' })]);
  });

  it('marks the connection expired when the platform no longer accepts it; the figures stay with their date', async () => {
    const { sessionToken } = await createVerifiedAccount(server, 'creator');
    await connect('youtube', sessionToken);
    const [before] = await connectionsOf(sessionToken);
    server.clock.advance(2 * HOUR);
    fakes.revokeAll('youtube');
    const answer = await call('POST', '/api/connections/youtube/refresh', sessionToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ...before, status: 'expired' });
    // Reconnecting mends it.
    await connect('youtube', sessionToken);
    expect((await connectionsOf(sessionToken))[0].status).toBe('connected');
  });

  it('reads every connection again daily through the timer worker', async () => {
    const { sessionToken, user } = await createVerifiedAccount(server, 'creator');
    await connect('instagram', sessionToken);
    fakes.channels.instagram.followers = 50_000;
    server.clock.advance(CONNECTION_LIMITS.dailyRefreshMs + 1000);
    const round = await server.runDueTimers();
    expect(round.refreshedChannels).toBeGreaterThanOrEqual(1);
    // The day's round also forgets the authorizations nobody finished.
    expect(
      await server.database.db.selectFrom('connection_states').select('state_hash').where('used_at', 'is', null).execute(),
    ).toEqual([]);
    expect((await connectionsOf(sessionToken))[0]).toMatchObject({
      followers: 50_000,
      refreshed_at: server.clock.now.toISOString(),
    });
    expect(await audienceOf(user.id, sessionToken)).toEqual([
      expect.objectContaining({ followers: 50_000, verified_at: server.clock.now.toISOString() }),
    ]);
    fakes.channels.instagram.followers = 48_200;
  });

  it('disconnects: revokes at the platform, forgets the tokens, and the figure is no longer verified', async () => {
    const { sessionToken, user } = await createVerifiedAccount(server, 'creator');
    await connect('youtube', sessionToken);
    const revokesBefore = fakes.requests.filter((r) => r === 'youtube POST /revoke').length;
    const answer = await call('DELETE', '/api/connections/youtube', sessionToken);
    expect(answer.statusCode).toBe(204);
    expect(fakes.requests.filter((r) => r === 'youtube POST /revoke').length).toBe(revokesBefore + 1);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await audienceOf(user.id, sessionToken)).toEqual([
      expect.objectContaining({ platform: 'youtube', source: 'self_reported', verified_at: null }),
    ]);
    expect((await call('DELETE', '/api/connections/youtube', sessionToken)).statusCode).toBe(404);
  });
});

describe('verified figures in search', () => {
  it('finds only creators with a verified platform with verified=true, and labels the card', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const typedOnly = await createVerifiedAccount(server, 'creator');
    await call('PUT', '/api/profile', typedOnly.sessionToken, {
      first_name: 'Typed',
      last_name: 'Only',
      bio: 'Zanzibar kitesurfing.',
      audience: [{ platform: 'youtube', followers: 700 }],
    });
    const connected = await createVerifiedAccount(server, 'creator');
    await call('PUT', '/api/profile', connected.sessionToken, {
      first_name: 'Proven',
      last_name: 'Reach',
      bio: 'Zanzibar kitesurfing.',
      audience: [{ platform: 'youtube', followers: 700 }],
    });
    await connect('youtube', connected.sessionToken);
    const search = async (query: string) =>
      (await call('GET', `/api/creators/search?q=zanzibar${query}`, brand.sessionToken)).json().items as {
        id: string;
        followers: number;
        followers_source: string;
        followers_platform: string;
        followers_verified_at: string | null;
      }[];
    expect((await search('')).map((c) => c.id).sort()).toEqual([connected.user.id, typedOnly.user.id].sort());
    // The verified facet counts the creators the other filters find that have a verified platform.
    const facets = (await call('GET', '/api/creators/search/facets?q=zanzibar', brand.sessionToken)).json().facets;
    expect(facets.verified).toEqual([{ value: 'true', count: 1 }]);
    const withText = (await call('GET', '/api/creators/search?q=zanzibar&verified=true', brand.sessionToken)).json();
    expect(withText.facets.verified).toEqual([{ value: 'true', count: 1 }]);
    expect(withText.facets.platform).toEqual([{ value: 'youtube', count: 1 }]);
    const verified = await search('&verified=true');
    expect(verified).toEqual([
      expect.objectContaining({
        id: connected.user.id,
        followers: 125_000,
        followers_source: 'verified',
        followers_platform: 'youtube',
        followers_verified_at: server.clock.now.toISOString(),
      }),
    ]);
    // Disconnected, the figures are no longer verified: the filter and the facet forget the creator.
    expect((await call('DELETE', '/api/connections/youtube', connected.sessionToken)).statusCode).toBe(204);
    expect(await search('&verified=true')).toEqual([]);
    expect((await call('GET', '/api/creators/search/facets?q=zanzibar', brand.sessionToken)).json().facets.verified).toEqual([]);
  });
});

describe('TikTok', () => {
  it('connects through Login Kit v2, reads followers and likes, and revokes at TikTok on disconnect', async () => {
    const tiktokServer = await startTestServer({ ...fakes.env('tiktok'), PLATFORM_TIMEOUT_MS: '1500' });
    try {
      const { sessionToken, user } = await createVerifiedAccount(tiktokServer, 'creator');
      const get = (method: 'GET' | 'DELETE', url: string) =>
        tiktokServer.app.inject({ method, url, headers: bearer(sessionToken) });
      const start = await get('GET', '/api/connections/tiktok/start');
      const location = new URL(String(start.headers.location));
      expect(location.searchParams.get('client_key')).toBe('tiktok-client');
      expect(location.searchParams.get('scope')).toBe('user.info.basic,user.info.stats,video.list');
      const back = new URL(fakes.approve(location.toString()));
      expect((await get('GET', `${back.pathname}${back.search}`)).statusCode).toBe(302);
      expect((await get('GET', '/api/connections')).json()).toEqual([
        expect.objectContaining({ platform: 'tiktok', status: 'connected', handle: 'Fake Creator', followers: 310_000 }),
      ]);
      const [row] = await tiktokServer.database.db
        .selectFrom('platform_connections')
        .selectAll()
        .where('creator_id', '=', user.id)
        .execute();
      expect([Number(row!.likes), Number(row!.media_count)]).toEqual([4_200_000, 95]);
      expect((await get('DELETE', '/api/connections/tiktok')).statusCode).toBe(204);
      expect(fakes.requests).toContain('tiktok POST /v2/oauth/revoke/');
    } finally {
      await tiktokServer.close();
    }
  });
});
