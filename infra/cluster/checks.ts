import type pg from 'pg';
import { AUTH_RATE_LIMITS } from '@sponsorly/shared';
import type { MailgunFake } from '../../apps/server/src/testing/mailgun-fake';
import type { Cluster, Instance } from './cluster';
import type { EventFollower } from './event-follower';
import type { PhaseLoad } from './load';
import { waitUntil } from './processes';
import { call, percentile, TEST_PASSWORD, type Account } from './test-api';

/** The settings and checks of the cluster test (test.ts runs it): each check prints its figure, ok or MISS. */

/** The load phase in all, in seconds: the restarts happen inside it. */
export const LOAD_SECONDS = Number(process.env.CLUSTER_TEST_SECONDS ?? 60);
export const LOAD_RATE = 200;
export const LOAD_CONNECTIONS = 50;
/** How often the brand sends the creator a message during the load (each one a probe of the stream). */
export const MESSAGE_EVERY_MS = 200;
/** Small for the test: how long a claimed email stays its instance's, how long a stopping one waits. */
export const CLAIM_LEASE_MS = 2_000;
export const DRAIN_DELAY_MS = 500;
/** The limit checked across instances, as the servers count it (RATE_LIMIT_FACTOR=1). */
export const LOGIN_LIMIT = AUTH_RATE_LIMITS.failedLoginPerAccount.points;
/** The goals of docs/operations.md. */
export const GOALS = { streamP99Ms: 1_000, servingAfterDatabaseMs: 5_000 };

export interface Figure {
  name: string;
  value: string;
  ok: boolean;
}
export const figures: Figure[] = [];
export function check(name: string, value: string, ok: boolean) {
  figures.push({ name, value, ok });
  console.log(`${ok ? 'ok  ' : 'MISS'}  ${name}: ${value}`);
}

export interface SentMessage {
  id: string | undefined;
  status: number;
  sentAt: number;
  servedBy: string;
  phase: string;
}

/** The instance that answered, from nginx's X-Served-By (which lists first any it tried that refused). */
const answeredBy = (servedBy: string) => servedBy.split(', ').at(-1) ?? '';

/** Each instance sends through a mail domain of its own, so the fake provider tells who sent a message. */
export const mailDomainOf = (instance: string) => `${instance}.mail.test`;

/** What the checks read: the fake provider, the creator's stream, and the cluster's database. */
export interface CheckContext {
  mail: MailgunFake;
  follower: EventFollower;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
}

/** A session made through nginx is valid on each instance, and logging out ends it on each. */
export async function checkSessions(cluster: Cluster, door: string, account: Account) {
  const login = await call(door, 'POST', '/auth/login', undefined, { email: account.email, password: TEST_PASSWORD });
  const token = String(login.body.token);
  const before = await Promise.all(cluster.instances.map((i) => call(i.url, 'GET', '/auth/me', token)));
  const logout = await call(door, 'POST', '/auth/logout', token);
  const after = await Promise.all(cluster.instances.map((i) => call(i.url, 'GET', '/auth/me', token)));
  check(
    'session made through nginx, valid on every instance',
    `login ${login.status} via ${login.servedBy}; /auth/me ${before.map((a) => a.status).join('/')} on the 3 instances`,
    login.status === 200 && before.every((a) => a.status === 200),
  );
  check(
    'logout ends it on every instance',
    `logout ${logout.status} via ${logout.servedBy}; then /auth/me ${after.map((a) => a.status).join('/')}`,
    logout.status < 300 && after.every((a) => a.status === 401),
  );
}

/** Failed logins for one account through nginx (round robin over three): the limit is counted once in all. */
export async function checkRateLimit(door: string, account: Account) {
  const answers = [];
  for (let i = 0; i < LOGIN_LIMIT * 3; i++) {
    answers.push(await call(door, 'POST', '/auth/login', undefined, { email: account.email, password: `wrong-${i}-password` }));
  }
  const allowed = answers.findIndex((a) => a.status === 429);
  const instances = new Set(answers.slice(0, Math.max(allowed, 0)).map((a) => a.servedBy)).size;
  check(
    'rate limit counted across instances',
    `${allowed} failed logins answered before 429 (limit ${LOGIN_LIMIT}), spread over ${instances} instances`,
    allowed === LOGIN_LIMIT && instances === 3 && answers.slice(allowed).every((a) => a.status === 429),
  );
}

export const describeLoad = (load: PhaseLoad) => {
  const statuses = Object.entries(load.statuses).map(([s, n]) => `${n}×${s}`);
  const errors = Object.entries(load.errorCodes).map(([code, n]) => `${n}×${code}`);
  return `${load.requests} requests in ${load.seconds.toFixed(1)} s, ${load.ok} 2xx${statuses.length ? `, ${statuses.join(', ')}` : ''}${load.errors ? `, ${load.errors} without answer (${errors.join(', ')})` : ''}, p99 ${load.latencyP99Ms} ms`;
};
const failedOf = (load: PhaseLoad) =>
  load.errors + Object.entries(load.statuses).reduce((n, [s, c]) => n + (s >= '500' ? c : 0), 0);

export function checkLoad(loads: Record<string, PhaseLoad>, seconds: number) {
  const all = Object.values(loads);
  const requests = all.reduce((n, l) => n + l.requests, 0);
  check(
    'load',
    `${requests} requests in ${seconds.toFixed(1)} s (${(requests / seconds).toFixed(0)}/s)`,
    requests / seconds >= LOAD_RATE * 0.9,
  );
  for (const name of ['steady', 'steady, to the end']) {
    check(
      `${name}: no failed request`,
      describeLoad(loads[name]!),
      failedOf(loads[name]!) === 0 && Object.keys(loads[name]!.statuses).length === 0,
    );
  }
  check(
    'rolling restart: no failed request',
    describeLoad(loads['rolling restart']!),
    failedOf(loads['rolling restart']!) === 0 && Object.keys(loads['rolling restart']!.statuses).length === 0,
  );
  check('kill -9: what failed', describeLoad(loads['kill -9']!), true);
}

/**
 * What nginx wrote in its error log during the rolling restart. Each draining instance answers a GET 504,
 * and nginx takes it out ("temporarily disabled") before it stops listening; a connection reset would be
 * the race that answer prevents (a request written on a connection the closing listener dropped: a GET
 * nginx sends elsewhere unseen, a POST the client gets as 502).
 */
export function checkDrainInNginxLog(logDuringRestart: string) {
  const lines = logDuringRestart.split('\n');
  const takenOut = lines.filter((line) => line.includes('upstream server temporarily disabled')).length;
  const resets = lines.filter((line) => /Connection reset by peer|upstream prematurely closed/.test(line)).length;
  check(
    'rolling restart: nginx kept away from each draining instance, no connection reset',
    `${takenOut} times an instance was taken out (a draining one's 504, or a refused connection), ${resets} resets`,
    takenOut >= 3 && resets === 0,
  );
}

export function checkRestarts(restarts: { old: Instance; started: Instance; oldExitCode: number | null }[], sent: SentMessage[]) {
  const during = sent.filter((m) => m.phase === 'rolling restart');
  check(
    'rolling restart: each old instance drained and exited 0',
    restarts.map((r) => `${r.old.name}→${r.started.name} exit ${r.oldExitCode}`).join(', '),
    restarts.length === 3 && restarts.every((r) => r.oldExitCode === 0),
  );
  check(
    'rolling restart: every message sent was answered 201',
    `${during.filter((m) => m.status === 201).length} of ${during.length}${
      during.some((m) => m.status !== 201)
        ? ` (others: ${during
            .filter((m) => m.status !== 201)
            .map((m) => m.status)
            .join(', ')})`
        : ''
    }`,
    during.length > 0 && during.every((m) => m.status === 201),
  );
}

/** Every message answered 201 reached the creator's stream exactly once; the live ones within a second. */
export async function checkStream(ctx: CheckContext, sent: SentMessage[]) {
  const acknowledged = sent.filter((m) => m.status === 201 && m.id);
  const received = () => ctx.follower.events.filter((e) => e.type === 'message');
  await waitUntil(
    () => acknowledged.every((m) => received().some((e) => e.payload.message_id === m.id)),
    10_000,
    'every acknowledged message on the stream',
  ).catch(() => {});
  const byMessage = new Map<string, number[]>();
  for (const event of received()) {
    const id = String(event.payload.message_id);
    byMessage.set(id, [...(byMessage.get(id) ?? []), event.receivedAt]);
  }
  const missing = acknowledged.filter((m) => !byMessage.has(m.id!)).length;
  const repeated = [
    ...ctx.follower.events.reduce((seen, e) => seen.set(e.id, (seen.get(e.id) ?? 0) + 1), new Map<string, number>()),
  ].filter(([, n]) => n > 1).length;
  const connections = ctx.follower.connections;
  // Live: the stream that brought it was open when the message was sent (not a replay after reconnecting).
  const live = acknowledged.flatMap((m) => {
    const event = received().find((e) => e.payload.message_id === m.id);
    if (!event) return [];
    const connection = connections[event.connection - 1]!;
    return connection.openedAt <= m.sentAt
      ? [{ ms: event.receivedAt - m.sentAt, cross: answeredBy(connection.servedBy) !== answeredBy(m.servedBy) }]
      : [];
  });
  const p99 = percentile(
    live.map((l) => l.ms),
    99,
  );
  check(
    'message to the open stream on another instance, p99',
    `${p99} ms (p50 ${percentile(
      live.map((l) => l.ms),
      50,
    )} ms) over ${live.length} live deliveries, ${live.filter((l) => l.cross).length} of them across instances`,
    live.length > 0 && p99 <= GOALS.streamP99Ms,
  );
  const resumed = connections.filter((c) => c.resumedFrom);
  check(
    'stream resumed from Last-Event-ID on another instance, nothing lost or repeated',
    `${connections.length} connections (${connections.map((c) => answeredBy(c.servedBy).split(':')[1]).join(' → ')}), ${acknowledged.length} messages acknowledged, ${missing} missing, ${repeated} events repeated`,
    resumed.length >= 1 && missing === 0 && repeated === 0,
  );
}

export async function checkExpiry(ctx: CheckContext, dealId: string, brand: Account, creator: Account) {
  await waitUntil(
    async () => (await ctx.query('select 1 from deals where id = $1 and status = $2', [dealId, 'expired'])).length > 0,
    20_000,
    'the expiry',
  ).catch(() => {});
  const [deal] = await ctx.query<{ status: string }>('select status from deals where id = $1', [dealId]);
  const [events] = await ctx.query<{ n: string }>(
    "select count(*) as n from deal_events where deal_id = $1 and action = 'expire'",
    [dealId],
  );
  const notices = await ctx.query<{ user_id: string; title: string }>(
    "select user_id, title from notifications where kind = 'offer_expired' and link like $1",
    [`%${dealId}%`],
  );
  const emails = await Promise.all(
    [brand, creator].map(async (account) => {
      const title = notices.find((n) => n.user_id === account.id)?.title;
      await waitUntil(
        () => ctx.mail.messages.some((m) => m.to === account.email && m.subject === title),
        15_000,
        'the expiry email',
      ).catch(() => {});
      return ctx.mail.messages.filter((m) => m.to === account.email && m.subject === title).length;
    }),
  );
  check(
    'offer expired during the load by exactly one instance',
    `status ${deal?.status}, ${events?.n} expire events, ${notices.length} notifications (one per party), emails ${emails.join('/')}`,
    deal?.status === 'expired' &&
      events?.n === '1' &&
      notices.length === 2 &&
      new Set(notices.map((n) => n.user_id)).size === 2 &&
      emails.every((n) => n === 1),
  );
}

export interface Killed {
  victim: string;
  killedAt: number;
  /** Signups the victim answered 201 just before it was killed. */
  acknowledged: string[];
  /** Milliseconds from the kill until another instance sent every email the victim held; undefined if not. */
  takeover: Promise<number | undefined>;
}

/** Waits for the emails the killed instance was sending (the fake holds them) to be sent by another. */
export async function timeTakeover(ctx: CheckContext, victim: string, killedAt: number): Promise<number | undefined> {
  const domain = mailDomainOf(victim);
  try {
    await waitUntil(() => !ctx.mail.inFlight.some((m) => m.domain === domain), 10_000, `${victim}'s sends to end`);
    const held = ctx.mail.abandoned.filter((m) => m.domain === domain);
    await waitUntil(
      () => held.every((a) => ctx.mail.messages.some((m) => m.to === a.to && m.subject === a.subject)),
      CLAIM_LEASE_MS + 30_000,
      `${victim}'s emails sent by another instance`,
    );
    return Date.now() - killedAt;
  } catch {
    return undefined;
  }
}

export async function checkKill(ctx: CheckContext, killed: Killed, door: string) {
  const takenOverMs = await killed.takeover;
  const fromVictim = ctx.mail.abandoned.filter((m) => m.domain === mailDomainOf(killed.victim));
  const delivered = fromVictim.map((a) => ctx.mail.messages.filter((m) => m.to === a.to && m.subject === a.subject));
  check(
    'kill -9: its claimed emails taken over after the lease, sent once',
    `${fromVictim.length} emails in flight at the kill, each sent ${delivered.map((d) => d.length).join('/')} time(s), by ${[...new Set(delivered.flat().map((m) => m.domain.split('.')[0]))].join(', ')}; all sent ${takenOverMs ?? 'never'} ms after the kill (lease ${CLAIM_LEASE_MS} ms)`,
    takenOverMs !== undefined &&
      fromVictim.length > 0 &&
      delivered.every((d) => d.length === 1 && d[0]!.domain !== mailDomainOf(killed.victim)),
  );
  const logins = await Promise.all(
    killed.acknowledged.map((email) => call(door, 'POST', '/auth/login', undefined, { email, password: TEST_PASSWORD })),
  );
  // The account exists, not yet verified: 403; 401 would mean it was lost.
  check(
    'kill -9: every signup answered 201 by the killed instance kept',
    `${killed.acknowledged.length} acknowledged, logins answer ${logins.map((l) => l.status).join('/')}`,
    killed.acknowledged.length > 0 && logins.every((l) => l.status === 403),
  );
}

export function checkDatabaseRestart(load: PhaseLoad, sent: SentMessage[], servingAgainMs: number, allReadyMs: number) {
  const messages = sent.filter((m) => m.phase === 'PostgreSQL restart');
  const otherThan503 = Object.keys(load.statuses).filter((s) => s !== '503');
  const messageStatuses = [...new Set(messages.map((m) => m.status))].sort();
  check(
    'PostgreSQL down: only 503, never 500 or a reset',
    `${describeLoad(load)}; messages answered ${messageStatuses.join('/')}`,
    otherThan503.length === 0 && load.errors === 0 && messages.every((m) => m.status === 201 || m.status === 503),
  );
  check(
    'serving again after PostgreSQL is back',
    `${servingAgainMs} ms (every instance ready after ${allReadyMs} ms)`,
    servingAgainMs <= GOALS.servingAfterDatabaseMs,
  );
}

/** Every email the outbox holds left once: the same recipients and subjects, as many times, at the fake. */
export async function checkOutbox(ctx: CheckContext) {
  await waitUntil(
    async () => (await ctx.query("select 1 from email_outbox where status = 'pending' limit 1")).length === 0,
    CLAIM_LEASE_MS + 20_000,
    'an empty outbox',
  ).catch(() => {});
  const rows = await ctx.query<{ recipient_email: string; subject: string; status: string }>(
    'select recipient_email, subject, status from email_outbox',
  );
  const key = (to: string, subject: string) => `${to}\n${subject}`;
  const expected = new Map<string, number>();
  for (const row of rows)
    expected.set(key(row.recipient_email, row.subject), (expected.get(key(row.recipient_email, row.subject)) ?? 0) + 1);
  const got = new Map<string, number>();
  for (const m of ctx.mail.messages) got.set(key(m.to, m.subject), (got.get(key(m.to, m.subject)) ?? 0) + 1);
  const twice = [...got].filter(([k, n]) => n > (expected.get(k) ?? 0)).length;
  const notSent = rows.filter((r) => r.status !== 'sent').length;
  check(
    'every outbox email sent once',
    `${rows.length} in the outbox, ${notSent} not sent; ${ctx.mail.messages.length} accepted by the provider, ${twice} sent more than once`,
    notSent === 0 && twice === 0 && ctx.mail.messages.length === rows.length,
  );
}
