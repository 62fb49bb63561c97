import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { TIME_ZONE_COOKIE } from '@sponsorly/shared';
import { createServer, loadConfig, seedSampleBrandSession, SESSION_COOKIE } from '@sponsorly/server';
import { reportReady } from './child-process';

/**
 * The real server, as `npm start` builds it, on PGlite in memory unless DATABASE_URL names a
 * PostgreSQL server. Emails are dropped and the worker stays off: the benchmark measures requests.
 * With `--sample-data` it also holds the sample marketplace of `npm run seed`, and reports a session of
 * its first brand and the path of that brand's delivered deal, for the audit of the logged-in pages.
 */
const config = loadConfig({
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
  // Logging as in production; the lines go nowhere, but each one is still made.
  LOG_LEVEL: 'info',
  // The benchmark logs in once, but must never be slowed by the limits it is not measuring.
  RATE_LIMIT_FACTOR: '1000',
});
const server = await createServer(config, {
  startWorker: false,
  transport: { name: 'noop', async send() {} },
  logStream: createWriteStream('/dev/null'),
});

const account = {
  email: `bench-${randomBytes(6).toString('hex')}@example.com`,
  password: `bench-${randomBytes(12).toString('hex')}`,
  firstName: 'Bench',
  lastName: 'Mark',
  platform: 'youtube',
};
const token = await createVerifiedUser();
const sampleBrand = process.argv.includes('--sample-data') ? await sampleMarketplace() : undefined;
const url = await server.app.listen({ port: 0, host: '127.0.0.1' });

reportReady({ url, token, database: server.database.kind, sampleBrand }, async () => {
  // On a shared PostgreSQL the benchmark leaves nothing behind (sessions and profile cascade).
  await server.deps.db.deleteFrom('users').where('email', '=', account.email).execute();
  await server.close();
});

/**
 * The sample marketplace, a session of its first brand and its delivered deal. The cookies are a returning
 * member's: the session, and the time zone the app reports once someone is logged in (without it the
 * server leaves the page to the browser, docs/app-shell.md).
 */
async function sampleMarketplace() {
  const { session, dealPath } = await seedSampleBrandSession(server, new Date(), 'Sponsorly benchmark');
  const cookies = [
    { name: SESSION_COOKIE, value: session },
    { name: TIME_ZONE_COOKIE, value: 'UTC' },
  ];
  return { cookies, dealPath };
}

/** Signs up, marks the email verified directly (no email round trip) and logs in for a bearer token. */
async function createVerifiedUser(): Promise<string> {
  const signup = await server.app.inject({ method: 'POST', url: '/api/auth/creator-signup', payload: account });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.statusCode} ${signup.body}`);
  await server.deps.db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', account.email).execute();
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return (login.json() as { token: string }).token;
}
