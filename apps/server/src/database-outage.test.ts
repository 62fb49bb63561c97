import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, createTestDatabase, type DatabaseHandle } from '@sponsorly/db';
import { startTestServer, type TestServer } from './testing/test-server';

const url = process.env.DATABASE_URL;
const onPostgres = Boolean(url && /^postgres/.test(url));

/** A TCP proxy in front of PostgreSQL that the test can cut and restore, like a database restart. */
class CuttableProxy {
  #server = net.createServer((client) => this.#accept(client));
  #sockets = new Set<net.Socket>();
  up = true;
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}
  #accept(client: net.Socket) {
    if (!this.up) return client.destroy();
    const upstream = net.connect(this.target.port, this.target.host);
    for (const s of [client, upstream]) {
      this.#sockets.add(s);
      s.on('close', () => this.#sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  }
  async listen() {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.address() as net.AddressInfo).port;
  }
  cut() {
    this.up = false;
    for (const s of this.#sockets) s.destroy();
  }
  restore() {
    this.up = true;
  }
  close() {
    this.cut();
    this.#server.close();
  }
}

let proxy: CuttableProxy;
let database: DatabaseHandle;
let server: TestServer;
let own: DatabaseHandle;

beforeAll(async () => {
  if (!onPostgres) return;
  const target = new URL(url!);
  proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
  await proxy.listen();
  // The file's own database, reached through the proxy that can cut it off.
  own = await createTestDatabase();
  const viaProxy = new URL(own.url!);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  database = await createDatabase({ url: viaProxy.toString(), poolSize: 4 });
  server = await startTestServer({}, { database });
});

afterAll(async () => {
  if (!onPostgres) return;
  await server.close();
  await database.close();
  proxy.close();
  await own.close();
});

describe.skipIf(!onPostgres)('a database restart', () => {
  it('gives clean 503s while PostgreSQL is away, and the server recovers by itself', async () => {
    const signup = (i: number) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/creator-signup',
        payload: { email: `outage${i}@example.com`, password: 'violet-sunset-42', firstName: 'O', lastName: 'U' },
      });
    expect((await signup(0)).statusCode).toBe(201);

    proxy.cut();
    const during = await Promise.all([signup(1), signup(2), server.app.inject({ method: 'GET', url: '/api/health' })]);
    for (const res of during) {
      expect(res.statusCode).toBe(503);
      // The request's id comes with every 5xx, for the person to quote (docs/operations.md).
      expect(res.json()).toEqual({ code: 'service_unavailable', message: expect.any(String), request_id: expect.any(String) });
      expect(res.body).not.toMatch(/ECONN|stack|select|insert/i);
    }

    proxy.restore();
    let health = 0;
    for (let i = 0; i < 50 && health !== 200; i++) {
      health = (await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
      if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(health).toBe(200);
    expect((await signup(3)).statusCode).toBe(201);
  });
});
