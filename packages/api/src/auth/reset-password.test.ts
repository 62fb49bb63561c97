import { AUTH_DURATIONS, AUTH_MESSAGES } from '@sponsorly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, createVerifiedAccount, linkParams, randomClientAddress, type TestDeps } from '../testing';
import { requestPasswordReset } from './forgot-password';
import { logIn } from './login';
import { checkResetToken } from './check-reset-token';
import { resetPassword } from './reset-password';
import { resolveSession } from './sessions';

let deps: TestDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const invalidOrExpired = { status: 400, code: 'invalid_token', message: AUTH_MESSAGES.reset.invalidOrExpired };

/** Asks for a reset and returns the emailed link's token and email. */
async function resetLinkFor(email: string) {
  await requestPasswordReset(deps, { email }, randomClientAddress());
  await deps.deliverEmail();
  return linkParams(deps.mail.linkTo(email, '/reset-password'));
}

describe('password reset', () => {
  it('sets the new password, ends every session, tells the owner and logs this browser in', async () => {
    const account = await createVerifiedAccount(deps, 'creator');
    const link = await resetLinkFor(account.email);

    const result = await resetPassword(deps, { ...link, password: 'new-harbour-light-5' }, { ip: randomClientAddress() });

    expect(result.user).toMatchObject({ id: account.user.id, email: account.email });
    expect(await resolveSession(deps.db, result.token, deps.clock.now())).not.toBeNull();
    expect(await resolveSession(deps.db, account.sessionToken, deps.clock.now())).toBeNull();
    await deps.deliverEmail();
    expect(deps.mail.to(account.email).map((m) => m.subject)).toContain('Your Sponsorly password was changed');

    const login = (password: string) => logIn(deps, { email: account.email, password }, { ip: randomClientAddress() });
    await expect(login(account.password)).rejects.toMatchObject({ status: 401 });
    await expect(login('new-harbour-light-5')).resolves.toMatchObject({ user: { id: account.user.id } });
  });

  it('works once: the same link cannot set a second password', async () => {
    const account = await createVerifiedAccount(deps, 'brand');
    const link = await resetLinkFor(account.email);
    await resetPassword(deps, { ...link, password: 'first-choice-garden-1' }, { ip: randomClientAddress() });

    await expect(checkResetToken(deps, link)).rejects.toMatchObject(invalidOrExpired);
    await expect(
      resetPassword(deps, { ...link, password: 'second-choice-garden-2' }, { ip: randomClientAddress() }),
    ).rejects.toMatchObject(invalidOrExpired);
    await expect(
      logIn(deps, { email: account.email, password: 'first-choice-garden-1' }, { ip: randomClientAddress() }),
    ).resolves.toBeTruthy();
  });

  it(`expires ${AUTH_DURATIONS.resetTokenTtl / 60_000} minutes after it was sent`, async () => {
    const account = await createVerifiedAccount(deps, 'creator');
    const link = await resetLinkFor(account.email);

    deps.clock.advance(AUTH_DURATIONS.resetTokenTtl - 1000);
    await expect(checkResetToken(deps, link)).resolves.toEqual({ valid: true });

    deps.clock.advance(1000);
    await expect(checkResetToken(deps, link)).rejects.toMatchObject(invalidOrExpired);
    await expect(
      resetPassword(deps, { ...link, password: 'too-late-lantern-8' }, { ip: randomClientAddress() }),
    ).rejects.toMatchObject(invalidOrExpired);
    const user = await deps.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toBe(account.user.password_hash);
  });

  it('answers an unknown address as a known one, and sends nothing', async () => {
    const known = await createVerifiedAccount(deps, 'creator');
    const answers = [
      await requestPasswordReset(deps, { email: 'nobody-here@example.com' }, randomClientAddress()),
      await requestPasswordReset(deps, { email: known.email }, randomClientAddress()),
    ];

    expect(answers).toEqual([{ message: AUTH_MESSAGES.forgot.accepted }, { message: AUTH_MESSAGES.forgot.accepted }]);
    const queued = await deps.db
      .selectFrom('email_outbox')
      .select('id')
      .where('recipient_email', '=', 'nobody-here@example.com')
      .execute();
    expect(queued).toHaveLength(0);
    await deps.deliverEmail();
    expect(deps.mail.to('nobody-here@example.com')).toHaveLength(0);
  });

  it('refuses a link for another address than the one it was sent to', async () => {
    const owner = await createVerifiedAccount(deps, 'creator');
    const other = await createVerifiedAccount(deps, 'creator');
    const link = await resetLinkFor(owner.email);

    await expect(
      resetPassword(
        deps,
        { token: link.token, email: other.email, password: 'borrowed-link-lamp-3' },
        { ip: randomClientAddress() },
      ),
    ).rejects.toMatchObject(invalidOrExpired);
  });
});
