import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { migrate, startCluster, type Cluster } from './cluster';
import { ensureDatabase } from './database';

/**
 * `npm run cluster`: Sponsorly as several machines would run it, on this one. Three compiled server
 * processes on one PostgreSQL, one Redis and one files store, with Debian's nginx in front on one port
 * (docs/operations.md, "The cluster"). Ctrl-C stops everything it started.
 */
const env = process.env;
const size = Number(env.CLUSTER_SIZE ?? 3);
const host = env.CLUSTER_HOST ?? '127.0.0.1';
const port = Number(env.CLUSTER_PORT ?? 8080);
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sponsorly_cluster';
const dataDir = resolve(env.DATA_DIR ?? 'data');

/** Every instance signs with one secret: kept beside the data, so a restarted cluster keeps its links valid. */
function clusterSecret(): string {
  if (env.SECRET) return env.SECRET;
  const file = join(dataDir, '.cluster-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const workDir = mkdtempSync(join(tmpdir(), 'sponsorly-cluster-'));
let cluster: Cluster | undefined;
let stopping = false;

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('Stopping the cluster…');
  await cluster?.stop();
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  await ensureDatabase(databaseUrl);
  const instanceEnv = {
    ...env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    DATA_DIR: dataDir,
    SECRET: clusterSecret(),
    APP_URL: env.APP_URL ?? `http://localhost:${port}`,
    // nginx keeps away from a draining instance from its first 504 (apps/server/src/draining.ts): no long wait.
    DRAIN_DELAY_MS: env.DRAIN_DELAY_MS ?? '1000',
  };
  await migrate(instanceEnv);
  cluster = await startCluster({
    // The instances on the ports after nginx's: 8081, 8082, 8083 by default.
    ports: Array.from({ length: size }, (_, i) => port + 1 + i),
    host,
    port,
    env: instanceEnv,
    workDir,
    logs: 'console',
    say: (line) => console.log(line),
  });
  console.log(
    `\nSponsorly runs at ${cluster.url} — ${size} instances (${cluster.instances.map((i) => `${i.name} on ${i.port}`).join(', ')}) behind nginx;` +
      ` database ${new URL(databaseUrl).pathname.slice(1)}, Redis ${instanceEnv.REDIS_URL}, files ${env.S3_BUCKET ? `S3 bucket ${env.S3_BUCKET}` : join(dataDir, 'files')}.` +
      `\nCtrl-C stops them all.`,
  );
} catch (error) {
  console.error(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
