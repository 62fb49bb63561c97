import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDeps, type TestDeps } from '../testing';
import { enqueueEmail } from './enqueue-email';

let deps: TestDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());
beforeEach(() => {
  deps.mail.failWith = undefined;
});

const MINUTE = 60_000;
let counter = 0;
const message = (overrides: { replyTo?: string } = {}) => {
  counter++;
  return {
    to: `reader${counter}@example.com`,
    subject: `Note ${counter}`,
    text: `Plain ${counter}`,
    html: `<p>Rich ${counter}</p>`,
    ...overrides,
  };
};
const attemptsTo = (to: string) => deps.mail.attempts.filter((m) => m.to === to).length;

describe('outbox worker', () => {
  it('delivers a queued message through the transport, from the configured sender, once', async () => {
    const queued = message({ replyTo: 'visitor@example.com' });
    await enqueueEmail(deps.db, queued, deps.clock.now());

    await deps.deliverEmail();
    await deps.deliverEmail();

    expect(deps.mail.to(queued.to)).toEqual([
      {
        from: deps.settings.mailFrom,
        to: queued.to,
        subject: queued.subject,
        text: queued.text,
        html: queued.html,
        replyTo: 'visitor@example.com',
      },
    ]);
  });

  it('leaves a message that is not due yet for later', async () => {
    const queued = message();
    await enqueueEmail(deps.db, queued, new Date(deps.clock.now().getTime() + 5 * MINUTE));

    await deps.deliverEmail();
    expect(attemptsTo(queued.to)).toBe(0);

    deps.clock.advance(5 * MINUTE);
    await deps.deliverEmail();
    expect(deps.mail.to(queued.to)).toHaveLength(1);
  });

  it('retries a failed send after a growing wait, and delivers once the provider is back', async () => {
    const { backoffBaseMs } = deps.settings.outbox;
    const queued = message();
    await enqueueEmail(deps.db, queued, deps.clock.now());
    deps.mail.failWith = new Error('provider unavailable');

    await deps.deliverEmail();
    expect(attemptsTo(queued.to)).toBe(1);
    expect(deps.outboxLog.at(-1)).toContain('provider unavailable');

    // The first wait is the base delay, give or take 20%: not before 0.8x...
    deps.clock.advance(0.79 * backoffBaseMs);
    await deps.deliverEmail();
    expect(attemptsTo(queued.to)).toBe(1);
    // ...and by 1.2x the second attempt has gone.
    deps.clock.advance(0.41 * backoffBaseMs);
    await deps.deliverEmail();
    expect(attemptsTo(queued.to)).toBe(2);

    // The second wait doubles: still nothing at 1.5x the base, the third attempt by 2.4x.
    deps.clock.advance(1.5 * backoffBaseMs);
    await deps.deliverEmail();
    expect(attemptsTo(queued.to)).toBe(2);
    deps.mail.failWith = undefined;
    deps.clock.advance(0.9 * backoffBaseMs);
    await deps.deliverEmail();
    expect(attemptsTo(queued.to)).toBe(3);
    expect(deps.mail.to(queued.to)).toHaveLength(1);

    deps.clock.advance(60 * MINUTE);
    await deps.deliverEmail();
    expect(attemptsTo(queued.to)).toBe(3);
  });

  it(`stops trying after the configured number of attempts`, async () => {
    const { maxAttempts, backoffMaxMs } = deps.settings.outbox;
    const queued = message();
    await enqueueEmail(deps.db, queued, deps.clock.now());
    deps.mail.failWith = new Error('mailbox does not exist');

    for (let i = 0; i < maxAttempts + 3; i++) {
      await deps.deliverEmail();
      deps.clock.advance(1.2 * backoffMaxMs);
    }

    expect(attemptsTo(queued.to)).toBe(maxAttempts);
    expect(deps.mail.to(queued.to)).toHaveLength(0);
  });
});
