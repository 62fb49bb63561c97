import { PUBLIC_FORM_MESSAGES, contactSchema } from '@sponsorly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, randomClientAddress, uniqueEmail, type TestDeps } from '../testing';
import { submitContact } from './submit-contact';

let deps: TestDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const messagesFrom = (email: string) => deps.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
const captchaRefused = { status: 400, message: PUBLIC_FORM_MESSAGES.captcha.required };

describe('submitContact', () => {
  it('stores the message and emails the team, with the visitor as Reply-To', async () => {
    const email = uniqueEmail('visitor');
    const input = contactSchema.parse({
      name: 'Ada',
      email,
      message: 'Do you work with podcasters?',
      token: await deps.solveCaptcha(),
    });

    await expect(submitContact(deps, input, randomClientAddress())).resolves.toEqual({ success: true });

    expect(await messagesFrom(email)).toMatchObject([{ name: 'Ada', message: 'Do you work with podcasters?' }]);
    await deps.deliverEmail();
    const [notice, ...others] = deps.mail.to(deps.settings.contact.email);
    expect(others).toHaveLength(0);
    expect(notice?.replyTo).toBe(email);
    expect(notice?.text).toContain('Do you work with podcasters?');
  });

  it('accepts a solved captcha once: a replay is refused and stores nothing', async () => {
    const token = await deps.solveCaptcha();
    const first = contactSchema.parse({ name: 'Ada', email: uniqueEmail('visitor'), message: 'First', token });
    const replay = contactSchema.parse({ name: 'Eve', email: uniqueEmail('visitor'), message: 'Replay', token });

    await submitContact(deps, first, randomClientAddress());
    await expect(submitContact(deps, replay, randomClientAddress())).rejects.toMatchObject(captchaRefused);
    expect(await messagesFrom(replay.email)).toHaveLength(0);
  });

  it('refuses a token that is not a solved challenge', async () => {
    const input = contactSchema.parse({ name: 'Eve', email: uniqueEmail('visitor'), message: 'Hello', token: 'not-a-solution' });

    await expect(submitContact(deps, input, randomClientAddress())).rejects.toMatchObject(captchaRefused);
    expect(await messagesFrom(input.email)).toHaveLength(0);
  });
});
