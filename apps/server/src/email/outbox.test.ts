import { createOutboxWorker, enqueueEmail } from '@sponsorly/api';
import { createTestDatabase, sql } from '@sponsorly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorBody } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const outbox = () => server.deps.db.selectFrom('email_outbox').selectAll().orderBy('created_at').execute();

/**
 * The server's database, except that the first UPDATE marking an outbox row sent (it sets `sent_at`) fails
 * before it reaches the database, as it would if the connection dropped for that one statement.
 */
function failFirstSentMark(db: TestServer['deps']['db']) {
  const injected = { failures: 0 };
  const failing = db.withPlugin({
    transformQuery({ node }) {
      const marksSent =
        node.kind === 'UpdateQueryNode' &&
        node.updates?.some((u) => (u.column as { column?: { name?: string } }).column?.name === 'sent_at');
      if (marksSent && injected.failures === 0) {
        injected.failures++;
        throw new Error('connection terminated unexpectedly');
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  return { db: failing, injected };
}

describe('email outbox', () => {
  it('keeps the email while Mailgun is down, retries, and delivers it once when it returns', async () => {
    await server.mail.stop();
    const body = creatorBody();
    const res = await server.app.inject({ method: 'POST', url: '/api/auth/creator-signup', payload: body });
    expect(res.statusCode).toBe(201);

    await server.deliverEmail();
    let [row] = (await outbox()).filter((r) => r.recipient_email === body.email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(row!.error_message).toBeTruthy();

    await server.mail.start();
    server.clock.advance(60_000);
    await server.deliverEmail();
    [row] = (await outbox()).filter((r) => r.recipient_email === body.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, error_message: null });
    expect(server.mail.to(body.email)).toHaveLength(1);

    // Delivered mail keeps no body, so no live link stays in the database.
    expect(row!.text_body).toBe('');
    expect(row!.html_body).toBe('');
    server.clock.advance(60_000);
    await server.deliverEmail();
    expect(server.mail.to(body.email)).toHaveLength(1);
  });

  it('marks a message failed with its error after 8 attempts, and never drops it', async () => {
    server.mail.failWith = 500;
    try {
      await enqueueEmail(
        server.deps.db,
        { to: 'doomed@example.com', subject: 'Hello', text: 't', html: '<p>t</p>' },
        server.clock.now,
      );
      for (let i = 0; i < 10; i++) {
        await server.deliverEmail();
        server.clock.advance(2 * 60 * 60 * 1000);
      }
      const row = (await outbox()).find((r) => r.recipient_email === 'doomed@example.com');
      expect(row).toMatchObject({ status: 'failed', attempts: 8 });
      expect(row!.error_message).toMatch(/fake failure|500/);
    } finally {
      server.mail.failWith = undefined;
    }
  });

  it('writes no email when the change that would cause it is refused', async () => {
    // The account insert succeeds, then the outbox insert fails: neither may remain.
    const before = (await outbox()).length;
    const body = creatorBody();
    await server.deps.db.schema
      .alterTable('email_outbox')
      .addCheckConstraint('refuse_for_test', sql`recipient_email <> ${sql.lit(body.email)}`)
      .execute();
    try {
      const res = await server.app.inject({ method: 'POST', url: '/api/auth/creator-signup', payload: body });
      expect(res.statusCode).toBe(500);
      expect((await outbox()).length).toBe(before);
      const users = await server.deps.db.selectFrom('users').select('id').where('email', '=', body.email).execute();
      expect(users).toHaveLength(0);
    } finally {
      await server.deps.db.schema.alterTable('email_outbox').dropConstraint('refuse_for_test').execute();
    }
  });

  it('sends each message once when a batch outlasts its lease and another instance takes over', async () => {
    const database = await createTestDatabase();
    let now = new Date();
    const sent: string[] = [];
    const transport = {
      name: 'slow',
      async send(message: { to: string }) {
        sent.push(message.to);
        // Each send takes 8 s (within the transport's 10 s timeout), so the batch as a whole outlasts
        // the 30 s lease of its claim; during the fourth send the other instance delivers what is due.
        now = new Date(now.getTime() + 8_000);
        if (sent.length === 4) await other.drain();
      },
    };
    const deps = { ...server.deps, db: database.db, transport, now: () => now };
    const first = createOutboxWorker(deps, () => {});
    const other = createOutboxWorker(deps, () => {});
    try {
      for (let i = 0; i < 5; i++)
        await enqueueEmail(database.db, { to: `lease${i}@example.com`, subject: 's', text: 't', html: 'h' }, now);
      await first.drain();
      expect(sent.sort()).toEqual([
        'lease0@example.com',
        'lease1@example.com',
        'lease2@example.com',
        'lease3@example.com',
        'lease4@example.com',
      ]);
      const rows = await database.db.selectFrom('email_outbox').select('status').execute();
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('never sends a message again when Mailgun accepted it but marking it sent failed', async () => {
    const { db, injected } = failFirstSentMark(server.deps.db);
    const worker = createOutboxWorker({ ...server.deps, db }, () => {});
    await enqueueEmail(
      server.deps.db,
      { to: 'accepted-once@example.com', subject: 'Hello', text: 't', html: '<p>t</p>' },
      server.clock.now,
    );
    await worker.drain();
    // Well past any retry delay and the claim's lease: nothing is due again.
    server.clock.advance(2 * 60 * 60 * 1000);
    await worker.drain();
    await server.deliverEmail();
    expect(injected.failures).toBe(1);
    expect(server.mail.to('accepted-once@example.com')).toHaveLength(1);
    const row = (await outbox()).find((r) => r.recipient_email === 'accepted-once@example.com');
    expect(row).toMatchObject({ status: 'sent', text_body: '', html_body: '' });
  });

  it('does not claim a message that has used all its attempts, and marks it failed', async () => {
    // As an instance that died during the last attempt leaves it: still pending, lease run out.
    await enqueueEmail(
      server.deps.db,
      { to: 'spent@example.com', subject: 'Hello', text: 't', html: '<p>t</p>' },
      server.clock.now,
    );
    await server.deps.db
      .updateTable('email_outbox')
      .set({ attempts: 8, error_message: '500 fake failure' })
      .where('recipient_email', '=', 'spent@example.com')
      .execute();
    await server.deliverEmail();
    expect(server.mail.to('spent@example.com')).toHaveLength(0);
    const row = (await outbox()).find((r) => r.recipient_email === 'spent@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 8, error_message: '500 fake failure' });
  });

  it('waits longer between each retry', async () => {
    const { backoffDelay } = await import('@sponsorly/api');
    const delays = [1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, 60_000, 60 * 60_000));
    for (let i = 1; i < delays.length; i++) expect(delays[i]!).toBeGreaterThan(delays[i - 1]!);
    expect(backoffDelay(20, 60_000, 60 * 60_000)).toBeLessThanOrEqual(1.2 * 60 * 60_000);
  });

  it('never sends one message twice when two instances deliver at once', async () => {
    // Two workers on one database, as two server instances would be: on PostgreSQL this exercises
    // FOR UPDATE SKIP LOCKED across connections.
    const database = await createTestDatabase();
    const sent: string[] = [];
    const slowTransport = {
      name: 'counting',
      async send(message: { to: string }) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push(message.to);
      },
    };
    const deps = { ...server.deps, db: database.db, transport: slowTransport, now: () => new Date() };
    const workers = [createOutboxWorker(deps, () => {}), createOutboxWorker(deps, () => {})];
    try {
      for (let i = 0; i < 40; i++) {
        await enqueueEmail(
          database.db,
          { to: `r${i}@example.com`, subject: 's', text: 't', html: 'h' },
          new Date(Date.now() - 1000),
        );
      }
      await Promise.all([workers[0]!.drain(), workers[1]!.drain(), workers[0]!.drain(), workers[1]!.drain()]);
      expect(sent).toHaveLength(40);
      expect(new Set(sent).size).toBe(40);
      const rows = await database.db.selectFrom('email_outbox').select(['status', 'attempts']).execute();
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
