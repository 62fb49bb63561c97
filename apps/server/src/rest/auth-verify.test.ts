import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const creator = {
  email: 'maya@example.com',
  password: 'violet-sunset-42',
  firstName: 'Maya',
  lastName: 'Lopez',
  platform: 'youtube',
};

function linkQuery(link: string) {
  const url = new URL(link);
  return { token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
}

describe('email verification', () => {
  it('signs up, emails a link through Mailgun, and the link logs the user in once', async () => {
    const signup = await server.app.inject({ method: 'POST', url: '/api/auth/creator-signup', payload: creator });
    expect(signup.statusCode).toBe(201);
    await server.deliverEmail();

    const link = server.mail.linkTo(creator.email, '/verify-email');
    expect(link.startsWith('http://localhost:3000/verify-email?token=')).toBe(true);
    const { token, email } = linkQuery(link);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const verified = await server.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${token}&email=${encodeURIComponent(email)}`,
    });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.user).toMatchObject({ email: creator.email, user_type: 'creator', first_name: 'Maya', email_verified: true });
    expect(body.token).toEqual(expect.any(String));

    const me = await server.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(creator.email);

    const again = await server.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${token}&email=${encodeURIComponent(email)}`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_verified' });
    expect(again.json().message).toContain('already verified');
  });

  it('refuses a made-up token with invalid_token', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=abc&email=${encodeURIComponent(creator.email)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_token', message: 'Invalid or expired verification link' });
  });
});
