import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, type TestDeps } from '../testing';
import { publishUserEvent } from '../notifications/publish-user-event';
import { USER_EVENTS_PAGE, UserEventReader } from './user-event-reader';

let deps: TestDeps;
let maya: string;
let ben: string;

const insertUser = async (name: string) =>
  (
    await deps.db
      .insertInto('users')
      .values({
        email: `${name}-${Math.random()}@example.com`,
        password_hash: 'x',
        user_type: 'creator',
        first_name: name,
        last_name: 'Test',
        username: null,
        email_verified_at: new Date(),
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  deps = await createTestDeps();
  maya = await insertUser('maya');
  ben = await insertUser('ben');
});
afterAll(() => deps.close());

const publish = (userId: string, n: number | string) => publishUserEvent(deps.db, userId, 'message', { n });
const numbers = (events: Awaited<ReturnType<UserEventReader['read']>>) => events.map((e) => e.event.payload.n);

describe('reading a user’s events', () => {
  it('reads what came after the start, in order, each once, and only the user’s own', async () => {
    await publish(maya, 0);
    const reader = new UserEventReader(deps.db, maya, await UserEventReader.latestId(deps.db, maya));
    await publish(maya, 1);
    await publish(ben, 99);
    await publish(maya, 2);
    const events = await reader.read();
    expect(numbers(events)).toEqual([1, 2]);
    // Each event's stream position is its own id.
    expect(events.every((e) => e.cursor === e.event.id)).toBe(true);
    expect(await reader.read()).toEqual([]);
    await publish(maya, 3);
    expect(numbers(await reader.read())).toEqual([3]);
  });

  it('reads a long backlog a page at a time', async () => {
    const reader = new UserEventReader(deps.db, ben, await UserEventReader.latestId(deps.db, ben));
    for (let i = 0; i < USER_EVENTS_PAGE + 5; i++) await publish(ben, i);
    expect(await reader.read()).toHaveLength(USER_EVENTS_PAGE);
    expect(numbers(await reader.read())).toEqual([100, 101, 102, 103, 104]);
  });

  it('starts at 0 for a user who has no events', async () => {
    expect(await UserEventReader.latestId(deps.db, await insertUser('nobody'))).toBe('0');
  });

  // PGlite runs one transaction at a time, so commits cannot overtake each other there.
  it.skipIf(deps?.database.kind === 'pglite' || !/^postgres/.test(process.env.DATABASE_URL ?? ''))(
    'sends an event whose transaction committed after a later one, once, at the position already reached',
    async () => {
      const reader = new UserEventReader(deps.db, maya, await UserEventReader.latestId(deps.db, maya));
      let release!: () => void;
      let inserted!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const insertedEarly = new Promise<void>((resolve) => (inserted = resolve));
      // Takes the lower id, then stays open.
      const slow = deps.db.transaction().execute(async (trx) => {
        await publishUserEvent(trx, maya, 'message', { n: 'early' });
        inserted();
        await gate;
      });
      await insertedEarly;
      await publish(maya, 'late');
      const first = await reader.read();
      expect(numbers(first)).toEqual(['late']);
      release();
      await slow;
      const second = await reader.read();
      expect(numbers(second)).toEqual(['early']);
      expect(BigInt(second[0]!.event.id)).toBeLessThan(BigInt(first[0]!.event.id));
      // Resuming from the position sent with it neither repeats 'late' nor misses anything.
      expect(second[0]!.cursor).toBe(first[0]!.cursor);
      expect(await reader.read()).toEqual([]);
      const resumed = new UserEventReader(deps.db, maya, second[0]!.cursor);
      expect(await resumed.read()).toEqual([]);
    },
  );
});
