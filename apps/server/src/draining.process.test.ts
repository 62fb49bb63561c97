import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { createTestDataDir } from '@sponsorly/db';
import { afterAll, describe, expect, it } from 'vitest';
import { PROXY_RETRY_HEADER } from './draining';
import { compiledEntry } from './testing/compiled';
import { connectionRefused, heldRequest } from './testing/held-request';

let dataDir = '';
let child: ChildProcess | undefined;

afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A GET on a keep-alive connection, with the answer's status and its Connection header. */
function keptAliveGet(url: string): Promise<{ status: number; connection: string | undefined }> {
  const agent = new Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => {
        agent.destroy();
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
      });
    }).on('error', reject);
  });
}

describe('the compiled server on SIGTERM', () => {
  it('turns not ready, answers the request in flight, stops accepting and exits 0', async () => {
    dataDir = await createTestDataDir();
    const port = 4000 + Math.floor(Math.random() * 90);
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [compiledEntry('main')], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Long enough for this test to see readiness turn 503 while requests are still served.
        DRAIN_DELAY_MS: '1500',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    let ready = 0;
    for (let i = 0; i < 600 && ready !== 200; i++) {
      ready = await fetch(`${base}/api/ready`).then(
        (res) => res.status,
        () => 0,
      );
      if (ready !== 200) await pause();
    }
    expect(ready).toBe(200);

    // A login whose body is only half sent when the signal comes.
    const inFlight = heldRequest(base, '/api/auth/login', { email: 'nobody@example.com', password: 'violet-sunset-42' });
    await inFlight.started;
    child.kill('SIGTERM');

    // During the grace period: not ready, yet still serving.
    let readiness = 200;
    for (let i = 0; i < 100 && readiness === 200; i++) {
      readiness = (await fetch(`${base}/api/ready`, { headers: { connection: 'close' } })).status;
      if (readiness === 200) await pause();
    }
    expect(readiness).toBe(503);
    // Each answer now closes its connection, even one the client would keep: a proxy holds no idle connection
    // to send a request on after the server stops listening.
    const served = await keptAliveGet(`${base}/api/hello`);
    expect(served.status).toBe(200);
    expect(served.connection).toBe('close');
    // A proxy that sends a GET answered 504 elsewhere is told at once, and so stops sending here before the
    // listener closes; a POST through it is still served (the proxy may not send it twice).
    const elsewhere = await fetch(`${base}/api/hello`, { headers: { connection: 'close', [PROXY_RETRY_HEADER]: '504' } });
    expect(elsewhere.status).toBe(504);
    expect((await elsewhere.json()).code).toBe('service_unavailable');
    const posted = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { connection: 'close', 'content-type': 'application/json', [PROXY_RETRY_HEADER]: '504' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'violet-sunset-42' }),
    });
    expect(posted.status).toBe(401);

    // Then new connections are refused while the login is still open.
    let refused = false;
    for (let i = 0; i < 200 && !refused; i++) {
      refused = await connectionRefused(base);
      if (!refused) await pause();
    }
    expect(refused).toBe(true);
    expect(child.exitCode).toBeNull();

    const answer = await inFlight.finish();
    expect(answer.status, answer.body).toBe(401);
    expect(JSON.parse(answer.body).code).toBe('invalid_credentials');
    expect(await exited).toBe(0);
  });
});
