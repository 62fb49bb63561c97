import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledEntry } from './testing/compiled';

// What `npm start` runs: the server and its tools compiled to JavaScript (`npm run build`).

const dataDir = mkdtempSync(join(tmpdir(), 'sponsorly-compiled-'));
// No grace period on SIGTERM: nothing routes traffic here.
const env = { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DRAIN_DELAY_MS: '0' };
let child: ChildProcess | undefined;
let serverPort = 0;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('starts with plain node on the embedded database and serves the API and the prerendered landing', async () => {
    const port = 3800 + Math.floor(Math.random() * 90);
    serverPort = port;
    // No TypeScript loader: the bundle must run on its own.
    child = spawn(process.execPath, [compiledEntry('main')], { env: { ...env, PORT: String(port) }, stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    let health: Response | undefined;
    for (let i = 0; i < 600 && !health?.ok; i++) {
      health = await fetch(`${base}/api/health`).catch(() => undefined);
      if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(health?.status).toBe(200);

    const landing = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
    expect(landing.status).toBe(200);
    expect(landing.headers.get('cache-control')).toBe('no-cache');
    expect(landing.headers.get('content-encoding')).toBe('br');
    expect(await landing.text()).toContain('Get Paid to Create with');
  }, 90_000);

  it('ships the command-line tools compiled too', () => {
    // The embedded database belongs to one process at a time, and the server above holds its own.
    const migrateDir = join(dataDir, 'migrate');
    const migrate = spawnSync(process.execPath, [compiledEntry('cli/migrate')], {
      env: { ...env, DATA_DIR: migrateDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(migrate.status, migrate.stderr).toBe(0);
    expect(migrate.stdout).toContain('Migrations applied.');
    const admin = spawnSync(process.execPath, [compiledEntry('cli/admin')], { env, encoding: 'utf8', timeout: 60_000 });
    expect(admin.status).toBe(2);
    expect(admin.stderr).toContain('Usage: npm run admin -- grant EMAIL');
  }, 90_000);

  it('stops seed, admin and migrate on the embedded database the running server holds, each with one sentence, and the server goes on', async () => {
    for (const [tool, args] of [
      ['seed', []],
      ['admin', ['grant', 'maya.creator@example.com', 'Runs support']],
      ['migrate', []],
    ] as const) {
      const run = spawnSync(process.execPath, [compiledEntry(`cli/${tool}`), ...args], {
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status, tool).toBe(1);
      expect(run.stderr.trim(), tool).toBe(
        `The app is running on ${dataDir} (process ${child!.pid}): stop it first (Ctrl-C where npm start runs), then run npm run ${tool} again.`,
      );
      expect(run.stderr, tool).not.toMatch(/\n\s+at /);
      expect(run.stdout, tool).toBe('');
    }
    expect((await fetch(`http://127.0.0.1:${serverPort}/api/health`)).status).toBe(200);
  }, 180_000);
});
