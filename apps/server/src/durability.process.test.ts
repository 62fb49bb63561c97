import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledEntry } from './testing/compiled';
import { createTestDataDir } from '@sponsorly/db';
import { MailgunFake } from './testing/mailgun-fake';

let dataDir = '';
const mail = new MailgunFake();
let child: ChildProcess | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  await mail.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the real server, compiled as it ships, as its own process on the embedded database in dataDir. */
async function startProcess(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [compiledEntry('main')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100',
      MAILGUN_API_KEY: 'key-test',
      MAILGUN_DOMAIN: 'mg.test',
      MAILGUN_URL: mail.url,
      // A message claimed by the killed process is reserved this long before the new one takes it.
      OUTBOX_CLAIM_LEASE_MS: '2000',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 900; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return proc;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  proc.kill('SIGKILL');
  throw new Error('server did not start');
}

describe('durability on the embedded database', () => {
  it('keeps every acknowledged signup, and its email still goes, after the process is killed mid-load', async () => {
    dataDir = await createTestDataDir();
    await mail.start();
    mail.delayMs = 400; // A slow provider, so emails are still queued or in flight at the kill.
    const port = 3900 + Math.floor(Math.random() * 90);
    child = await startProcess(port);

    const acknowledged: string[] = [];
    let stop = false;
    const load = Array.from({ length: 4 }, (_, worker) =>
      (async () => {
        for (let i = 0; !stop && i < 200; i++) {
          const email = `load-${worker}-${i}@example.com`;
          const res = await fetch(`http://127.0.0.1:${port}/api/auth/creator-signup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: 'violet-sunset-42', firstName: 'L', lastName: 'D', platform: 'youtube' }),
          }).catch(() => undefined);
          if (res?.status === 201) acknowledged.push(email);
        }
      })(),
    );
    // Kill without warning once some signups are acknowledged and more are in flight.
    while (acknowledged.length < 8) await new Promise((resolve) => setTimeout(resolve, 20));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(load);
    expect(acknowledged.length).toBeGreaterThanOrEqual(8);

    mail.delayMs = 0;
    child = await startProcess(port + 1);
    for (const email of acknowledged) {
      const res = await fetch(`http://127.0.0.1:${port + 1}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'violet-sunset-42' }),
      });
      // The account exists with its password (not yet verified): 403, not 401.
      expect(res.status, email).toBe(403);
    }
    // The restarted worker delivers every queued verification email (a message claimed at the moment
    // of the kill waits out its 2 s lease first).
    for (let i = 0; i < 350 && !acknowledged.every((e) => mail.to(e).length > 0); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const email of acknowledged) expect(mail.to(email).length, email).toBeGreaterThan(0);
  }, 300_000);
});
