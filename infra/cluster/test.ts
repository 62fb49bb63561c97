import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AUTH_RATE_LIMITS } from '@sponsorly/shared';
import { MailgunFake } from '../../apps/server/src/testing/mailgun-fake';
import { migrate, startCluster, type Cluster, type Instance } from './cluster';
import { cpuSeconds, postmasterPid } from './cpu';
import { ensureDatabase } from './database';
import { followEvents, type EventFollower } from './event-follower';
import { startLoad, type LoadRequest, type PhaseLoad } from './load';
import { startOwnPostgres, startOwnRedis, postgresLogTail, type OwnPostgres, type OwnRedis } from './own-services';
import { freePort, waitUntil } from './processes';
import { call, percentile, signUp, signupBody, TEST_PASSWORD, type Account, type Answer } from './test-api';

/**
 * `npm run cluster:test`: what must hold when Sponsorly runs as three instances behind nginx
 * (docs/operations.md, "The cluster"), checked through nginx under a mixed logged-in load, with a
 * rolling restart, a kill -9 and a restart of PostgreSQL inside the load. Prints each figure; exits 1 on
 * any miss. The cluster's PostgreSQL and Redis are its own, in a temporary folder on free ports.
 */

/** The load phase in all, in seconds: the restarts happen inside it. */
const LOAD_SECONDS = Number(process.env.CLUSTER_TEST_SECONDS ?? 60);
const LOAD_RATE = 200;
const LOAD_CONNECTIONS = 50;
/** How often the brand sends the creator a message during the load (each one a probe of the stream). */
const MESSAGE_EVERY_MS = 200;
/** Small for the test: how long a claimed email stays its instance's, how long a stopping one waits. */
const CLAIM_LEASE_MS = 2_000;
const DRAIN_DELAY_MS = 500;
/** The limit checked across instances, as the servers count it (RATE_LIMIT_FACTOR=1). */
const LOGIN_LIMIT = AUTH_RATE_LIMITS.failedLoginPerAccount.points;
/** The goals of docs/operations.md. */
const GOALS = { streamP99Ms: 1_000, servingAfterDatabaseMs: 5_000 };

interface Figure {
  name: string;
  value: string;
  ok: boolean;
}
const figures: Figure[] = [];
function check(name: string, value: string, ok: boolean) {
  figures.push({ name, value, ok });
  console.log(`${ok ? 'ok  ' : 'MISS'}  ${name}: ${value}`);
}

interface SentMessage {
  id: string | undefined;
  status: number;
  sentAt: number;
  servedBy: string;
  phase: string;
}

const workDir = mkdtempSync(join(tmpdir(), 'sponsorly-cluster-test-'));
const mail = new MailgunFake();
let postgres: OwnPostgres | undefined;
let redis: OwnRedis | undefined;
let cluster: Cluster | undefined;
let follower: EventFollower | undefined;
const startedAt = Date.now();
const since = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

async function shutdown() {
  follower?.close();
  await cluster?.stop().catch(() => {});
  postgres?.close();
  await redis?.stop();
  await mail.stop();
  rmSync(workDir, { recursive: true, force: true });
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    void shutdown().finally(() => process.exit(130));
  });
}

/** A query on the cluster's database, from a connection of its own (the cluster's may be restarting). */
async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgres!.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function main() {
  console.log(`Cluster test: 3 instances behind nginx, ${LOAD_RATE} requests/s for ${LOAD_SECONDS} s`);
  postgres = await startOwnPostgres(workDir);
  await ensureDatabase(postgres.url);
  redis = await startOwnRedis();
  await mail.start();
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    DATA_DIR: join(workDir, 'data'),
    SECRET: 'cluster-test-secret-0123456789abcdef0123456789',
    APP_URL: 'http://localhost',
    MAILGUN_API_KEY: 'key-cluster',
    MAILGUN_DOMAIN: 'mail.test',
    MAILGUN_URL: mail.url,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FACTOR: '1',
    // The brand's probe messages are many more than a person sends.
    LIMIT_MESSAGES_PER_MINUTE: '100000',
    LIMIT_MESSAGES_PER_DAY: '100000',
    OUTBOX_CLAIM_LEASE_MS: String(CLAIM_LEASE_MS),
    DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
  };
  await migrate(env);
  const ports: number[] = [];
  while (ports.length < 4) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const nginxPort = ports.pop()!;
  cluster = await startCluster({
    ports,
    host: '127.0.0.1',
    port: nginxPort,
    env,
    // Each instance sends through a mail domain of its own, so the fake tells who sent a message.
    instanceEnv: (name) => ({ MAILGUN_DOMAIN: `${name}.mail.test` }),
    workDir,
    logs: 'files',
    say: (line) => console.log(line),
  });
  const door = cluster.url;
  console.log(`[${since()}] cluster up at ${door}: ${cluster.instances.map((i) => `${i.name}:${i.port}`).join(', ')}`);

  // Accounts, through nginx: each signup's verification email leaves through the outbox of some instance.
  const [brand, creator, visitor, limited] = await Promise.all([
    signUp(door, mail, 'brand', 'brand'),
    signUp(door, mail, 'creator', 'creator'),
    signUp(door, mail, 'creator', 'visitor'),
    signUp(door, mail, 'creator', 'limited'),
  ]);
  await checkSessions(cluster, door, visitor);
  await checkRateLimit(door, limited);

  const started = await call(door, 'POST', '/conversations', brand.token, {
    creator_id: creator.id,
    body: 'Hello from the cluster test',
  });
  if (started.status !== 201) throw new Error(`conversation answered ${started.status}: ${JSON.stringify(started.body)}`);
  const conversationId = String(started.body.conversation_id);
  const offered = await call(door, 'POST', '/deals', brand.token, {
    creator_id: creator.id,
    deliverables: [{ type: 'ugc_video', quantity: 1, due_date: '2027-06-30' }],
    price_cents: 50_000,
    usage_rights: { kind: 'none' },
  });
  if (offered.status !== 201) throw new Error(`offer answered ${offered.status}: ${JSON.stringify(offered.body)}`);
  const dealId = String((offered.body.deal as { id: string } | undefined)?.id ?? offered.body.id);

  follower = followEvents(`${door}/trpc/realtime.events`, `sponsorly_session=${creator.token}`);
  await waitUntil(() => follower!.live, 10_000, 'the creator’s event stream');

  const requests: LoadRequest[] = [
    { path: '/api/creators/search?q=maya', headers: { authorization: `Bearer ${brand.token}` } },
    { path: `/api/deals/${dealId}`, headers: { authorization: `Bearer ${brand.token}` } },
    { path: `/api/conversations/${conversationId}/messages`, headers: { authorization: `Bearer ${creator.token}` } },
    { path: '/api/notifications', headers: { authorization: `Bearer ${creator.token}` } },
    { path: '/api/creators/search', headers: { authorization: `Bearer ${brand.token}` } },
    { path: `/api/deals/${dealId}`, headers: { authorization: `Bearer ${creator.token}` } },
    { path: '/api/notifications', headers: { authorization: `Bearer ${brand.token}` } },
    { path: '/api/auth/me', headers: { authorization: `Bearer ${creator.token}` } },
  ];

  // The offer expires a few seconds into the load: the timers of three instances race for it.
  await query('update deals set expires_at = $1 where id = $2', [new Date(Date.now() + 3_000), dealId]);

  // The brand writes to the creator all through the load, through nginx.
  const sent: SentMessage[] = [];
  let phase = 'steady';
  let sending = true;
  const sender = (async () => {
    for (let n = 1; sending; n++) {
      const sentAt = Date.now();
      const answer = await call(door, 'POST', `/conversations/${conversationId}/messages`, brand.token, {
        body: `probe ${n}`,
      }).catch((): Answer => ({ status: 0, body: {}, servedBy: '' }));
      const message = answer.body.message as { id?: string } | undefined;
      sent.push({ id: message?.id, status: answer.status, sentAt, servedBy: answer.servedBy, phase });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, MESSAGE_EVERY_MS - (Date.now() - sentAt))));
    }
  })();

  const loads: Record<string, PhaseLoad> = {};
  const loadStartedAt = Date.now();
  const runPhase = async (name: string, action: () => Promise<void>) => {
    phase = name;
    const load = startLoad(door, requests, LOAD_RATE, LOAD_CONNECTIONS);
    try {
      await action();
    } finally {
      loads[name] = await load.stop();
    }
    console.log(`[${since()}] ${name} done`);
  };
  const untilLoadSecond = (second: number) => waitUntil(() => Date.now() - loadStartedAt >= second * 1000, 600_000, 'time');

  // What a request costs, in CPU time of the servers and of PostgreSQL, whatever else runs on the machine.
  const cpu = () => ({
    servers: cpuSeconds(cluster!.instances.map((i) => i.process.pid ?? 0)),
    database: cpuSeconds([postmasterPid(postgres!.dataDir) ?? 0], true),
  });
  const cpuBefore = cpu();
  await runPhase('steady', () => untilLoadSecond(LOAD_SECONDS * 0.1));
  const cpuAfter = cpu();
  const steadyRequests = loads.steady!.requests + sent.filter((m) => m.phase === 'steady').length;
  check(
    'CPU time a request costs (steady phase)',
    `${((1000 * (cpuAfter.servers - cpuBefore.servers)) / steadyRequests).toFixed(1)} ms in the servers, ${((1000 * (cpuAfter.database - cpuBefore.database)) / steadyRequests).toFixed(1)} ms in PostgreSQL, over ${steadyRequests} requests`,
    true,
  );

  const restarts: { old: Instance; started: Instance; oldExitCode: number | null }[] = [];
  await runPhase('rolling restart', async () => {
    for (let slot = 0; slot < 3; slot++) restarts.push(await cluster!.replace(slot));
  });

  const killed: Killed = { acknowledged: [], victim: '', killedAt: 0, takeover: Promise.resolve(undefined) };
  await runPhase('kill -9', async () => {
    const victim = cluster!.instances[0]!;
    killed.victim = victim.name;
    // A slow provider: the victim's worker still holds the emails of these signups when it is killed.
    mail.delayMs = 1_500;
    // Signups sent to the victim itself: each commit nudges its own outbox worker, which claims the email.
    // Another instance may claim them first; then a few more are sent (at most three rounds).
    const holding = () => mail.inFlight.some((m) => m.domain === `${victim.name}.mail.test`);
    for (let round = 1; round <= 3 && !holding(); round++) {
      const bodies = [1, 2, 3].map((n) => signupBody('creator', `kill${round}-${n}`));
      const signups = await Promise.all(bodies.map((body) => call(victim.url, 'POST', '/auth/creator-signup', undefined, body)));
      signups.forEach((answer, i) => answer.status === 201 && killed.acknowledged.push(bodies[i]!.email));
      await waitUntil(holding, 5_000, `an email in flight from ${victim.name}`).catch(() => {});
    }
    if (!holding()) throw new Error(`${victim.name} never held an email to send`);
    killed.killedAt = Date.now();
    await cluster!.kill(0);
    mail.delayMs = 0;
    killed.takeover = timeTakeover(victim.name, killed.killedAt);
    // Its place is taken by a new instance, as an orchestrator would do.
    await cluster!.replace(0);
  });

  let databaseBackAt = 0;
  let servingAgainMs = Number.POSITIVE_INFINITY;
  let allReadyMs = Number.POSITIVE_INFINITY;
  await runPhase('PostgreSQL restart', async () => {
    postgres!.stop();
    const downAt = Date.now();
    // Down until the cluster has said so (a 503 through nginx), then back.
    await waitUntil(async () => (await call(door, 'GET', '/auth/me', creator.token)).status === 503, 10_000, 'a 503');
    console.log(`[${since()}] PostgreSQL down; 503 seen after ${Date.now() - downAt} ms`);
    postgres!.start();
    databaseBackAt = Date.now();
    await waitUntil(async () => (await call(door, 'GET', '/auth/me', creator.token)).status === 200, 30_000, 'serving again');
    servingAgainMs = Date.now() - databaseBackAt;
    await waitUntil(
      async () => {
        const ready = await Promise.all(cluster!.instances.map((i) => fetch(`${i.url}/api/ready`).then((r) => r.status)));
        return ready.every((s) => s === 200);
      },
      30_000,
      'every instance ready',
    );
    allReadyMs = Date.now() - databaseBackAt;
  });

  await runPhase('steady, to the end', () => untilLoadSecond(LOAD_SECONDS));
  const loadSeconds = (Date.now() - loadStartedAt) / 1000;
  sending = false;
  await sender;

  console.log(`\n[${since()}] load over after ${loadSeconds.toFixed(1)} s; checking`);
  checkLoad(loads, loadSeconds);
  checkRestarts(restarts, sent);
  await checkStream(sent);
  await checkExpiry(dealId, brand, creator);
  await checkKill(killed, door);
  checkDatabaseRestart(loads['PostgreSQL restart']!, sent, servingAgainMs, allReadyMs);
  await checkOutbox();
}

/** A session made through nginx is valid on each instance, and logging out ends it on each. */
async function checkSessions(cluster: Cluster, door: string, account: Account) {
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
async function checkRateLimit(door: string, account: Account) {
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

const describeLoad = (load: PhaseLoad) => {
  const statuses = Object.entries(load.statuses).map(([s, n]) => `${n}×${s}`);
  const errors = Object.entries(load.errorCodes).map(([code, n]) => `${n}×${code}`);
  return `${load.requests} requests in ${load.seconds.toFixed(1)} s, ${load.ok} 2xx${statuses.length ? `, ${statuses.join(', ')}` : ''}${load.errors ? `, ${load.errors} without answer (${errors.join(', ')})` : ''}, p99 ${load.latencyP99Ms} ms`;
};
const failedOf = (load: PhaseLoad) =>
  load.errors + Object.entries(load.statuses).reduce((n, [s, c]) => n + (s >= '500' ? c : 0), 0);

function checkLoad(loads: Record<string, PhaseLoad>, seconds: number) {
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

function checkRestarts(restarts: { old: Instance; started: Instance; oldExitCode: number | null }[], sent: SentMessage[]) {
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
async function checkStream(sent: SentMessage[]) {
  const acknowledged = sent.filter((m) => m.status === 201 && m.id);
  const received = () => follower!.events.filter((e) => e.type === 'message');
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
    ...follower!.events.reduce((seen, e) => seen.set(e.id, (seen.get(e.id) ?? 0) + 1), new Map<string, number>()),
  ].filter(([, n]) => n > 1).length;
  const connections = follower!.connections;
  // Live: the stream that brought it was open when the message was sent (not a replay after reconnecting).
  const live = acknowledged.flatMap((m) => {
    const event = received().find((e) => e.payload.message_id === m.id);
    if (!event) return [];
    const connection = connections[event.connection - 1]!;
    return connection.openedAt <= m.sentAt
      ? [{ ms: event.receivedAt - m.sentAt, cross: connection.servedBy !== m.servedBy }]
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
    `${connections.length} connections (${connections.map((c) => c.servedBy.split(':')[1]).join(' → ')}), ${acknowledged.length} messages acknowledged, ${missing} missing, ${repeated} events repeated`,
    resumed.length >= 1 && missing === 0 && repeated === 0,
  );
}

async function checkExpiry(dealId: string, brand: Account, creator: Account) {
  await waitUntil(
    async () => (await query('select 1 from deals where id = $1 and status = $2', [dealId, 'expired'])).length > 0,
    20_000,
    'the expiry',
  ).catch(() => {});
  const [deal] = await query<{ status: string }>('select status from deals where id = $1', [dealId]);
  const [events] = await query<{ n: string }>("select count(*) as n from deal_events where deal_id = $1 and action = 'expire'", [
    dealId,
  ]);
  const notices = await query<{ user_id: string; title: string }>(
    "select user_id, title from notifications where kind = 'offer_expired' and link like $1",
    [`%${dealId}%`],
  );
  const emails = await Promise.all(
    [brand, creator].map(async (account) => {
      const title = notices.find((n) => n.user_id === account.id)?.title;
      await waitUntil(
        () => mail.messages.some((m) => m.to === account.email && m.subject === title),
        15_000,
        'the expiry email',
      ).catch(() => {});
      return mail.messages.filter((m) => m.to === account.email && m.subject === title).length;
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

interface Killed {
  victim: string;
  killedAt: number;
  /** Signups the victim answered 201 just before it was killed. */
  acknowledged: string[];
  /** Milliseconds from the kill until another instance sent every email the victim held; undefined if not. */
  takeover: Promise<number | undefined>;
}

/** Waits for the emails the killed instance was sending (the fake holds them) to be sent by another. */
async function timeTakeover(victim: string, killedAt: number): Promise<number | undefined> {
  const domain = `${victim}.mail.test`;
  try {
    await waitUntil(() => !mail.inFlight.some((m) => m.domain === domain), 10_000, `${victim}'s sends to end`);
    const held = mail.abandoned.filter((m) => m.domain === domain);
    await waitUntil(
      () => held.every((a) => mail.messages.some((m) => m.to === a.to && m.subject === a.subject)),
      CLAIM_LEASE_MS + 30_000,
      `${victim}'s emails sent by another instance`,
    );
    return Date.now() - killedAt;
  } catch {
    return undefined;
  }
}

async function checkKill(killed: Killed, door: string) {
  const takenOverMs = await killed.takeover;
  const fromVictim = mail.abandoned.filter((m) => m.domain === `${killed.victim}.mail.test`);
  const delivered = fromVictim.map((a) => mail.messages.filter((m) => m.to === a.to && m.subject === a.subject));
  check(
    'kill -9: its claimed emails taken over after the lease, sent once',
    `${fromVictim.length} emails in flight at the kill, each sent ${delivered.map((d) => d.length).join('/')} time(s), by ${[...new Set(delivered.flat().map((m) => m.domain.split('.')[0]))].join(', ')}; all sent ${takenOverMs ?? 'never'} ms after the kill (lease ${CLAIM_LEASE_MS} ms)`,
    takenOverMs !== undefined &&
      fromVictim.length > 0 &&
      delivered.every((d) => d.length === 1 && d[0]!.domain !== `${killed.victim}.mail.test`),
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

function checkDatabaseRestart(load: PhaseLoad, sent: SentMessage[], servingAgainMs: number, allReadyMs: number) {
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
async function checkOutbox() {
  await waitUntil(
    async () => (await query("select 1 from email_outbox where status = 'pending' limit 1")).length === 0,
    CLAIM_LEASE_MS + 20_000,
    'an empty outbox',
  ).catch(() => {});
  const rows = await query<{ recipient_email: string; subject: string; status: string }>(
    'select recipient_email, subject, status from email_outbox',
  );
  const key = (to: string, subject: string) => `${to}\n${subject}`;
  const expected = new Map<string, number>();
  for (const row of rows)
    expected.set(key(row.recipient_email, row.subject), (expected.get(key(row.recipient_email, row.subject)) ?? 0) + 1);
  const got = new Map<string, number>();
  for (const m of mail.messages) got.set(key(m.to, m.subject), (got.get(key(m.to, m.subject)) ?? 0) + 1);
  const twice = [...got].filter(([k, n]) => n > (expected.get(k) ?? 0)).length;
  const notSent = rows.filter((r) => r.status !== 'sent').length;
  check(
    'every outbox email sent once',
    `${rows.length} in the outbox, ${notSent} not sent; ${mail.messages.length} accepted by the provider, ${twice} sent more than once`,
    notSent === 0 && twice === 0 && mail.messages.length === rows.length,
  );
}

const timer = setTimeout(() => {
  console.error('The cluster test took more than 5 minutes: stopping.');
  void shutdown().finally(() => process.exit(1));
}, 300_000);
try {
  await main();
} catch (error) {
  check('the test ran to its end', error instanceof Error ? error.message : String(error), false);
  for (const instance of cluster?.instances ?? []) console.log(`--- ${instance.name}\n${cluster!.logTail(instance)}`);
  if (postgres) console.log(`--- PostgreSQL\n${postgresLogTail(workDir)}`);
} finally {
  clearTimeout(timer);
  await shutdown();
}
const missed = figures.filter((f) => !f.ok);
console.log(
  `\nCluster test: ${figures.length - missed.length} of ${figures.length} held in ${since()}${missed.length ? `; missed: ${missed.map((f) => f.name).join('; ')}` : ''}`,
);
process.exit(missed.length ? 1 : 0);
