import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sponsorly/shared';
import { brandBody, creatorBody, signUpAndVerify } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  // Signup is limited per IP; this file signs up more often than a person would.
  server = await startTestServer({ RATE_LIMIT_FACTOR: '10' });
});
afterAll(() => server.close());

const signup = (kind: 'creator' | 'brand', payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: `/api/auth/${kind}-signup`, payload });
const login = (email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('signup validation', () => {
  it('refuses a 7-character password for creators and brands alike (8 resolves the spec conflict)', async () => {
    for (const kind of ['creator', 'brand'] as const) {
      const body = kind === 'creator' ? creatorBody({ password: 'abcdefg' }) : brandBody({ password: 'abcdef7' });
      const res = await signup(kind, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        message: AUTH_MESSAGES.signup.passwordTooShort,
        fields: { password: AUTH_MESSAGES.signup.passwordTooShort },
      });
    }
  });

  it('accepts a 128-character Unicode password exactly as typed, refuses 129, and never truncates', async () => {
    const password = 'ü'.repeat(100) + 'ß😀'.repeat(14);
    expect([...password]).toHaveLength(128);
    const account = await signUpAndVerify(server, 'creator', { password });
    expect((await login(account.email, password)).statusCode).toBe(200);
    expect((await login(account.email, password.slice(0, -2))).statusCode).toBe(401);
    expect((await login(account.email, password.toUpperCase())).statusCode).toBe(401);

    const tooLong = await signup('creator', creatorBody({ password: 'x'.repeat(129) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(AUTH_MESSAGES.signup.passwordTooLong);
  });

  it('refuses common passwords with a clear message', async () => {
    const body = creatorBody({ password: 'password123' });
    const res = await signup('creator', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.signup.passwordCommon);
    const rows = await server.deps.db.selectFrom('users').select('id').where('email', '=', body.email).execute();
    expect(rows).toHaveLength(0);
  });

  it('names each missing or malformed field', async () => {
    const res = await signup('creator', {
      email: 'not-an-email',
      password: 'violet-sunset-42',
      firstName: '',
      lastName: 'L',
      platform: 'myspace',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields;
    expect(fields.email).toBe(AUTH_MESSAGES.signup.invalidEmail);
    expect(fields.firstName).toBe(AUTH_MESSAGES.signup.allRequired);
    expect(fields.platform).toBeDefined();
    const brand = await signup('brand', brandBody({ website: 'javascript:alert(1)' }));
    expect(brand.statusCode).toBe(400);
    expect(brand.json().fields.website).toBe(AUTH_MESSAGES.signup.invalidWebsite);
  });

  it('trims the email and treats it without regard to case', async () => {
    const body = creatorBody();
    const account = await signUpAndVerify(server, 'creator', { email: `  ${body.email.toUpperCase()}  ` });
    expect(account.user.email).toBe(body.email);
    expect((await login(body.email.toUpperCase(), account.password)).statusCode).toBe(200);
  });

  it('defaults the platform to instagram and the industry to other', async () => {
    const { platform: _p, ...creator } = creatorBody();
    const c = await signUpAndVerify(server, 'creator', {});
    expect(c.user.platform).toBe('youtube');
    expect((await signup('creator', creator)).statusCode).toBe(201);
    const profile = await server.deps.db
      .selectFrom('creator_profiles')
      .innerJoin('users', 'users.id', 'creator_profiles.user_id')
      .select('platform')
      .where('users.email', '=', creator.email)
      .executeTakeFirstOrThrow();
    expect(profile.platform).toBe('instagram');

    const { industry: _i, website: _w, ...brand } = brandBody();
    expect((await signup('brand', brand)).statusCode).toBe(201);
    const brandProfile = await server.deps.db
      .selectFrom('brand_profiles')
      .innerJoin('users', 'users.id', 'brand_profiles.user_id')
      .select(['industry', 'website'])
      .where('users.email', '=', brand.email)
      .executeTakeFirstOrThrow();
    expect(brandProfile).toEqual({ industry: 'other', website: null });
  });

  it('stores the password with Argon2id at m=19 MiB, t=2, p=1 or stronger', async () => {
    const account = await signUpAndVerify(server);
    const { password_hash } = await server.deps.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    const [, algorithm, , params] = password_hash.split('$');
    expect(algorithm).toBe('argon2id');
    const { m, t, p } = Object.fromEntries(
      params!
        .split(',')
        .map((kv) => kv.split('='))
        .map(([k, v]) => [k, Number(v)]),
    );
    expect(m).toBeGreaterThanOrEqual(19 * 1024);
    expect(t).toBeGreaterThanOrEqual(2);
    expect(p).toBeGreaterThanOrEqual(1);
    expect(password_hash).not.toContain(account.password);
  });
});

describe('signup never reveals whether an email is registered', () => {
  it('answers the same and sends a fresh link to a pending account', async () => {
    const body = creatorBody();
    const first = await signup('creator', body);
    const second = await signup('creator', { ...body, password: 'another-secret-99', firstName: 'Mallory' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    await server.deliverEmail();
    const mails = server.mail.to(body.email);
    expect(mails.map((m) => m.subject)).toEqual(['Verify your email for Sponsorly', 'Verify your email for Sponsorly']);
    // The second signup did not take over the pending account: the first password still stands.
    const users = await server.deps.db.selectFrom('users').select(['first_name']).where('email', '=', body.email).execute();
    expect(users).toEqual([{ first_name: 'Maya' }]);
  });

  it('answers the same and sends "you already have an account" to a verified account', async () => {
    const account = await signUpAndVerify(server, 'brand');
    const unknown = await signup('brand', brandBody());
    const again = await signup('brand', { ...brandBody(), email: account.email });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(unknown.json());
    await server.deliverEmail();
    const last = server.mail.to(account.email).at(-1)!;
    expect(last.subject).toBe('You already have a Sponsorly account');
    expect(last.text).not.toMatch(/token=/);
  });

  it('keeps one account when two signups for one address race', async () => {
    const body = creatorBody();
    const results = await Promise.all([signup('creator', body), signup('creator', body), signup('creator', body)]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const users = await server.deps.db.selectFrom('users').select('id').where('email', '=', body.email).execute();
    expect(users).toHaveLength(1);
  });
});
