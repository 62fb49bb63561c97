import { randomBytes } from 'node:crypto';
import type { MailgunFake } from '../../apps/server/src/testing/mailgun-fake';
import { waitUntil } from './processes';

/** How long an email may take to leave the outbox (it polls every 2 s; a commit nudges it at once). */
const EMAIL_WAIT_MS = 15_000;
export const TEST_PASSWORD = `cluster-${randomBytes(6).toString('hex')}`;

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  servedBy: string;
}

/** One call to the REST door at `base` (nginx, or one instance), with a session token when given. */
export async function call(base: string, method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { text };
  }
  return { status: res.status, body: parsed, servedBy: res.headers.get('x-served-by') ?? '' };
}

export interface Account {
  id: string;
  email: string;
  token: string;
}

export function signupBody(kind: 'creator' | 'brand', label: string) {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  return kind === 'creator'
    ? { email, password: TEST_PASSWORD, firstName: 'Maya', lastName: label, platform: 'youtube' }
    : {
        email,
        password: TEST_PASSWORD,
        firstName: 'Ben',
        lastName: label,
        website: 'https://acme.example',
        industry: 'technology',
      };
}

/** Signs up through `base`, follows the emailed link (the outbox sends it), and returns the session. */
export async function signUp(base: string, mail: MailgunFake, kind: 'creator' | 'brand', label: string): Promise<Account> {
  const body = signupBody(kind, label);
  const signup = await call(base, 'POST', `/auth/${kind}-signup`, undefined, body);
  if (signup.status !== 201) throw new Error(`${kind} signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  await waitUntil(() => mail.to(body.email).length > 0, EMAIL_WAIT_MS, `the verification email to ${body.email}`);
  const link = new URL(mail.linkTo(body.email, '/verify-email'));
  const query = `token=${encodeURIComponent(link.searchParams.get('token') ?? '')}&email=${encodeURIComponent(body.email)}`;
  const verified = await call(base, 'GET', `/auth/verify-email?${query}`);
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return { id: String((verified.body.user as { id: string }).id), email: body.email, token: String(verified.body.token) };
}

/** The p-th percentile (0-100) of the values, nearest rank; 0 for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
