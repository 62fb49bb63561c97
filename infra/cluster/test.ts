import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MailgunFake } from '../../apps/server/src/testing/mailgun-fake';
import {
  check,
  checkDatabaseRestart,
  checkExpiry,
  checkKill,
  checkDrainInNginxLog,
  checkLoad,
  checkOutbox,
  checkRateLimit,
  checkRestarts,
  checkSessions,
  checkStream,
  CLAIM_LEASE_MS,
  DRAIN_DELAY_MS,
  figures,
  LOAD_CONNECTIONS,
  LOAD_RATE,
  LOAD_SECONDS,
  mailDomainOf,
  MESSAGE_EVERY_MS,
  timeTakeover,
  type Killed,
  type SentMessage,
} from './checks';
import { migrate, startCluster, type Cluster, type Instance } from './cluster';
import { cpuSeconds, postmasterPid } from './cpu';
import { ensureDatabase } from './database';
import { followEvents, type EventFollower } from './event-follower';
import { startLoad, type LoadRequest, type PhaseLoad } from './load';
import { startOwnPostgres, startOwnRedis, postgresLogTail, type OwnPostgres, type OwnRedis } from './own-services';
import { freePort, waitUntil } from './processes';
import { call, signUp, signupBody, type Answer } from './test-api';

/**
 * `npm run cluster:test`: what must hold when Sponsorly runs as three instances behind nginx
 * (docs/operations.md, "The cluster"), checked through nginx under a mixed logged-in load, with a
 * rolling restart, a kill -9 and a restart of PostgreSQL inside the load. Prints each figure; exits 1 on
 * any miss. The cluster's PostgreSQL and Redis are its own, in a temporary folder on free ports.
 */

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
    instanceEnv: (name) => ({ MAILGUN_DOMAIN: mailDomainOf(name) }),
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
  const nginxLogBefore = nginxErrorLog().length;
  await runPhase('rolling restart', async () => {
    for (let slot = 0; slot < 3; slot++) restarts.push(await cluster!.replace(slot));
  });
  const nginxLogDuringRestart = nginxErrorLog().subarray(nginxLogBefore).toString('utf8');

  const killed: Killed = { acknowledged: [], victim: '', killedAt: 0, takeover: Promise.resolve(undefined) };
  await runPhase('kill -9', async () => {
    const victim = cluster!.instances[0]!;
    killed.victim = victim.name;
    // A slow provider: the victim's worker still holds the emails of these signups when it is killed.
    mail.delayMs = 1_500;
    // Signups sent to the victim itself: each commit nudges its own outbox worker, which claims the email.
    // Another instance may claim them first; then a few more are sent (at most three rounds).
    const holding = () => mail.inFlight.some((m) => m.domain === mailDomainOf(victim.name));
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
    killed.takeover = timeTakeover({ mail, follower: follower!, query }, victim.name, killed.killedAt);
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
  checkDrainInNginxLog(nginxLogDuringRestart);
  const ctx = { mail, follower: follower!, query };
  await checkStream(ctx, sent);
  await checkExpiry(ctx, dealId, brand, creator);
  await checkKill(ctx, killed, door);
  checkDatabaseRestart(loads['PostgreSQL restart']!, sent, servingAgainMs, allReadyMs);
  await checkOutbox(ctx);
}

/** nginx's error log so far (infra/cluster/nginx.ts keeps it in the cluster's folder). */
function nginxErrorLog(): Buffer {
  const file = join(workDir, 'error.log');
  return existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
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
