import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_TIMINGS } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../testing';
import { listConversations } from './list-conversations';
import { sendMessage } from './send-message';
import { startConversation } from './start-conversation';

let deps: TestDeps;
let brand: User;
let creator: User;

beforeAll(async () => {
  deps = await createTestDeps({ rateLimitFactor: 20 });
  brand = (await createVerifiedAccount(deps, 'brand')).user;
  creator = (await createVerifiedAccount(deps, 'creator')).user;
});
afterAll(() => deps.close());

const newMessageEmails = async (to: User) => {
  await deps.deliverEmail();
  return deps.mail.sent.filter((m) => m.to === to.email && m.subject.endsWith('sent you a message'));
};

describe('sending messages', () => {
  it('makes one conversation when a brand’s first two messages cross', async () => {
    const [a, b] = await Promise.all([
      startConversation(deps, brand.id, creator.id, 'Hello'),
      startConversation(deps, brand.id, creator.id, 'Hello again'),
    ]);
    expect(a.conversation_id).toBe(b.conversation_id);
    expect((await listConversations(deps, creator.id, { limit: 10 })).items).toHaveLength(1);
  });

  it('sends one email for two messages written at the same moment once the 15 minutes are up', async () => {
    const { conversation_id } = await startConversation(deps, brand.id, creator.id, 'Anyone there?');
    deps.clock.advance(CONVERSATION_TIMINGS.messageEmailEveryMs);
    const before = (await newMessageEmails(creator)).length;
    await Promise.all([sendMessage(deps, brand.id, conversation_id, 'one'), sendMessage(deps, brand.id, conversation_id, 'two')]);
    expect(await newMessageEmails(creator)).toHaveLength(before + 1);
    expect(deps.outboxNudges).toBeGreaterThan(0);
  });

  it('writes the message, its notification and both parties’ events in one transaction', async () => {
    const { conversation_id } = await startConversation(deps, brand.id, creator.id, 'Counting events');
    const count = (table: 'user_events' | 'notifications', userId: string) =>
      deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const before = { brand: await count('user_events', brand.id), creator: await count('user_events', creator.id) };
    const message = await sendMessage(deps, creator.id, conversation_id, 'Reply');
    // The sender's pages hear of the message; the recipient's of the message and its notification.
    expect(await count('user_events', creator.id)).toBe(before.creator + 1);
    expect(await count('user_events', brand.id)).toBe(before.brand + 2);
    const events = await deps.db
      .selectFrom('user_events')
      .select(['type', 'payload'])
      .where('user_id', '=', brand.id)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(events.map((e) => e.type).sort()).toEqual(['message', 'notification']);
    expect(events.find((e) => e.type === 'message')!.payload).toEqual({
      conversation_id,
      message_id: message.id,
      sender_id: creator.id,
    });
  });

  it('lets the pair go on writing after the creator leaves search', async () => {
    const { conversation_id } = await startConversation(deps, brand.id, creator.id, 'Before');
    await deps.db.updateTable('creator_profiles').set({ searchable: false }).where('user_id', '=', creator.id).execute();
    try {
      expect((await startConversation(deps, brand.id, creator.id, 'After')).conversation_id).toBe(conversation_id);
      expect((await sendMessage(deps, creator.id, conversation_id, 'Still here')).body).toBe('Still here');
    } finally {
      await deps.db.updateTable('creator_profiles').set({ searchable: true }).where('user_id', '=', creator.id).execute();
    }
  });
});
