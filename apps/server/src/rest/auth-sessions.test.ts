import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS, AUTH_MESSAGES, ERROR_CODES } from '@sponsorly/shared';
import { bearer, createVerifiedAccount, linkParams } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Account = Awaited<ReturnType<typeof createVerifiedAccount>>;

async function logIn(account: { email: string; password: string }, userAgent = CHROME_LINUX, password = account.password) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: account.email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

const me = (token: string) => server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const listSessions = (token?: string) =>
  server.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: token ? bearer(token) : {} });
const endSession = (token: string, id: string) =>
  server.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${encodeURIComponent(id)}`, headers: bearer(token) });
const endOthers = (token: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/sessions/revoke-others', headers: bearer(token) });
const changePassword = (token: string, payload: object) =>
  server.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload });

interface ListedSession {
  id: string;
  created_at: string;
  last_seen_at: string;
  user_agent: string | null;
  current: boolean;
}
const sessionsOf = async (token: string) => (await listSessions(token)).json().items as ListedSession[];
const currentSessionId = async (token: string) => (await sessionsOf(token)).find((s) => s.current)!.id;

describe('listing sessions', () => {
  let account: Account;
  beforeAll(async () => {
    account = await createVerifiedAccount(server);
  });

  it('answers 401 without a session', async () => {
    expect((await listSessions()).statusCode).toBe(401);
    expect((await listSessions('not-a-real-token')).statusCode).toBe(401);
  });

  it('lists each session with its browser and times, the current one first and marked', async () => {
    const desktop = await logIn(account, CHROME_LINUX);
    server.clock.advance(5 * 60_000);
    const phone = await logIn(account, SAFARI_IPHONE);
    const res = await listSessions(desktop);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as ListedSession[];
    // The verification link's session, the desktop and the phone.
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({ current: true, user_agent: CHROME_LINUX });
    expect(items.filter((s) => s.current)).toHaveLength(1);
    expect(items.map((s) => s.user_agent)).toContain(SAFARI_IPHONE);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['created_at', 'current', 'id', 'last_seen_at', 'user_agent']);
      expect(new Date(item.created_at).toISOString()).toBe(item.created_at);
      expect(new Date(item.last_seen_at).getTime()).toBeGreaterThanOrEqual(new Date(item.created_at).getTime());
    }
    // The phone sees the same sessions, with itself as the current one.
    const fromPhone = await sessionsOf(phone);
    expect(fromPhone[0]).toMatchObject({ current: true, user_agent: SAFARI_IPHONE });
    expect(fromPhone.map((s) => s.id).sort()).toEqual(items.map((s) => s.id).sort());
  });

  it("names a session by an id that is neither its token nor the token's hash", async () => {
    const token = await logIn(account);
    const body = (await listSessions(token)).body;
    expect(body).not.toContain(token);
    expect(body).not.toContain(createHash('sha256').update(token).digest('hex'));
    const hashes = await server.deps.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', account.user.id)
      .execute();
    for (const { token_hash } of hashes) expect(body).not.toContain(token_hash);
  });

  it('keeps the user agent free of control characters and at most AUTH_LIMITS.userAgentMax long', async () => {
    const token = await logIn(account, `${'A'.repeat(400)}\tTab`);
    const stored = (await sessionsOf(token)).find((s) => s.current)!.user_agent!;
    expect(stored).toBe('A'.repeat(AUTH_LIMITS.userAgentMax));
    const tabbed = await logIn(account, 'Firefox\t128');
    expect((await sessionsOf(tabbed)).find((s) => s.current)!.user_agent).toBe('Firefox 128');
  });

  it("shows no other account's sessions", async () => {
    const other = await createVerifiedAccount(server);
    const mine = (await sessionsOf(other.sessionToken)).map((s) => s.id);
    const rows = await server.deps.db.selectFrom('sessions').select('id').where('user_id', '=', account.user.id).execute();
    for (const { id } of rows) expect(mine).not.toContain(id);
  });
});

describe('logging out one session', () => {
  it('ends that session at once (401) and leaves the others', async () => {
    const account = await createVerifiedAccount(server);
    const laptop = await logIn(account);
    const phone = await logIn(account, SAFARI_IPHONE);
    const phoneId = await currentSessionId(phone);
    const res = await endSession(laptop, phoneId);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(account.sessionToken)).statusCode).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.id)).not.toContain(phoneId);
    // Already ended: nothing left to log out.
    expect((await endSession(laptop, phoneId)).statusCode).toBe(404);
  });

  it("answers 404 for another account's session, an unknown or a malformed id, and ends nothing", async () => {
    const mallory = await createVerifiedAccount(server);
    const victim = await createVerifiedAccount(server);
    const victimId = await currentSessionId(victim.sessionToken);
    for (const id of [victimId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await endSession(mallory.sessionToken, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.account.sessionNotFound, code: ERROR_CODES.notFound });
    }
    expect((await me(victim.sessionToken)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const account = await createVerifiedAccount(server);
    const id = await currentSessionId(account.sessionToken);
    expect((await server.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}` })).statusCode).toBe(401);
    expect((await me(account.sessionToken)).statusCode).toBe(200);
  });
});

describe('logging out every other session', () => {
  it("ends all the account's other sessions and keeps this one and other accounts'", async () => {
    const account = await createVerifiedAccount(server);
    const bystander = await createVerifiedAccount(server);
    const others = [account.sessionToken, await logIn(account), await logIn(account, SAFARI_IPHONE)];
    const current = await logIn(account);
    const res = await endOthers(current);
    expect(res.statusCode).toBe(204);
    for (const token of others) expect((await me(token)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
    expect(await sessionsOf(current)).toHaveLength(1);
    expect((await me(bystander.sessionToken)).statusCode).toBe(200);
  });

  it('refuses a cookie-authenticated request from another site', async () => {
    const account = await createVerifiedAccount(server);
    const other = await logIn(account);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/revoke-others',
      cookies: { sponsorly_session: account.sessionToken },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe('changing the password', () => {
  it('needs the current password, ends the other sessions, keeps this one and sends "password changed"', async () => {
    const account = await createVerifiedAccount(server);
    const otherDevice = account.sessionToken;
    const current = await logIn(account);
    // A reset link asked for earlier must not undo the change.
    await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    await server.deliverEmail();
    const resetLink = linkParams(server.mail.linkTo(account.email, '/reset-password'));
    const res = await changePassword(current, { current_password: account.password, new_password: 'copper-lantern-58' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);

    const oldLogin = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(await logIn(account, CHROME_LINUX, 'copper-lantern-58')).toBeTruthy();

    await server.deliverEmail();
    const mail = server.mail.to(account.email).at(-1)!;
    expect(mail.subject).toBe('Your Sponsorly password was changed');
    expect(mail.text).toContain('http://localhost:3000/forgot-password');
    expect(mail.text).not.toContain('copper-lantern-58');
    const reset = await server.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { ...resetLink, password: 'undo-the-change-1' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it('answers a wrong current password with 401 invalid_credentials and changes nothing', async () => {
    const account = await createVerifiedAccount(server);
    const other = await logIn(account);
    const res = await changePassword(account.sessionToken, {
      current_password: 'not-my-password',
      new_password: 'copper-lantern-58',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.account.currentPasswordWrong, code: ERROR_CODES.invalidCredentials });
    // Still logged in (a wrong password is not a lost session) and nothing else changed.
    expect((await me(account.sessionToken)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    expect(await logIn(account)).toBeTruthy();
    await server.deliverEmail();
    expect(server.mail.to(account.email).map((m) => m.subject)).not.toContain('Your Sponsorly password was changed');
  });

  it("refuses a weak new password with 400 and the signup rule's message", async () => {
    const account = await createVerifiedAccount(server);
    const cases: Array<[string, string]> = [
      ['short7!', AUTH_MESSAGES.signup.passwordTooShort],
      ['x'.repeat(AUTH_LIMITS.passwordMax + 1), AUTH_MESSAGES.signup.passwordTooLong],
      ['password123', AUTH_MESSAGES.signup.passwordCommon],
    ];
    for (const [newPassword, message] of cases) {
      const res = await changePassword(account.sessionToken, { current_password: account.password, new_password: newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const missing = await changePassword(account.sessionToken, { new_password: 'copper-lantern-58' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(AUTH_MESSAGES.account.currentPasswordRequired);
    expect(await logIn(account)).toBeTruthy();
  });

  it('answers 401 without a session', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: 'a', new_password: 'copper-lantern-58' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('counts wrong current passwords like failed logins: 429 with Retry-After past the limit', async () => {
    const account = await createVerifiedAccount(server);
    let res;
    for (let i = 0; i < 20; i++) {
      res = await changePassword(account.sessionToken, {
        current_password: `wrong-guess-${i}`,
        new_password: 'copper-lantern-58',
      });
      if (res.statusCode !== 401) break;
    }
    expect(res!.statusCode).toBe(429);
    expect(Number(res!.headers['retry-after'])).toBeGreaterThan(0);
    // The account's login is slowed by the same count.
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(429);
  });
});

describe('tRPC door for sessions', () => {
  // As the web app's batching client sends them: a query as GET, a mutation as POST with a JSON body.
  const call = async (path: string, token: string, input?: unknown) => {
    const res = await server.app.inject({
      method: path === 'auth.sessions' ? 'GET' : 'POST',
      url: path === 'auth.sessions' ? `/trpc/${path}?batch=1&input=%7B%7D` : `/trpc/${path}?batch=1`,
      cookies: { sponsorly_session: token },
      headers: { origin: 'http://localhost:3000', 'user-agent': CHROME_LINUX, 'content-type': 'application/json' },
      ...(path === 'auth.sessions' ? {} : { payload: JSON.stringify({ 0: input }) }),
    });
    return { statusCode: res.statusCode, cookies: res.cookies, json: () => res.json()[0] };
  };

  it('records the browser of a tRPC login, lists, logs out one and all others, and changes the password', async () => {
    const account = await createVerifiedAccount(server);
    const login = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'user-agent': SAFARI_IPHONE },
      payload: JSON.stringify({ email: account.email, password: account.password }),
    });
    const cookie = login.cookies.find((c) => c.name === 'sponsorly_session')!.value;
    const listed = await call('auth.sessions', cookie);
    expect(listed.statusCode).toBe(200);
    const items = listed.json().result.data.items as ListedSession[];
    expect(items[0]).toMatchObject({ current: true, user_agent: SAFARI_IPHONE });

    const spare = await logIn(account);
    const spareId = (await sessionsOf(spare)).find((s) => s.current)!.id;
    expect((await call('auth.logOutSession', cookie, { id: spareId })).statusCode).toBe(200);
    expect((await me(spare)).statusCode).toBe(401);

    expect((await call('auth.logOutOtherSessions', cookie)).statusCode).toBe(200);
    expect((await me(account.sessionToken)).statusCode).toBe(401);

    const wrong = await call('auth.changePassword', cookie, { current_password: 'nope', new_password: 'copper-lantern-58' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.data.appCode).toBe(ERROR_CODES.invalidCredentials);
    const changed = await call('auth.changePassword', cookie, {
      current_password: account.password,
      new_password: 'copper-lantern-58',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('auth.sessions', cookie)).statusCode).toBe(200);
  });

  it('logging out the current session clears its cookie', async () => {
    const account = await createVerifiedAccount(server);
    const id = await currentSessionId(account.sessionToken);
    const res = await call('auth.logOutSession', account.sessionToken, { id });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'sponsorly_session');
    expect(cleared?.value).toBe('');
    expect((await me(account.sessionToken)).statusCode).toBe(401);
  });
});
