import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '@sponsorly/shared';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

const SUPPORT = 'trust@sponsorly.example';
let journey: Journey;
let admin: JourneyAccount;
let brand: JourneyAccount;
let sender: JourneyAccount;
let conversationId: string;

beforeAll(async () => {
  journey = await startJourney({ CONTACT_EMAIL: SUPPORT });
  const { db } = journey.server.deps;
  [admin, brand, sender] = await Promise.all([
    createJourneyAccount(journey, 'creator', { firstName: 'Ada', lastName: 'Chief' }),
    createJourneyAccount(journey, 'brand', { firstName: 'Nora', lastName: 'West' }),
    createJourneyAccount(journey, 'creator', { firstName: 'Silas', lastName: 'Grift' }),
  ]);
  await db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.id).execute();
  // The brand writes first; the creator answers with a way around the platform's protection.
  const call = async (account: JourneyAccount, url: string, payload: object) =>
    journey.server.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${await account.openSession()}` },
      payload,
    });
  const started = await call(brand, '/api/conversations', { creator_id: sender.id, body: 'Would you make a reel for us?' });
  expect(started.statusCode).toBe(201);
  conversationId = started.json().conversation_id;
  const answered = await call(sender, `/api/conversations/${conversationId}/messages`, {
    body: 'Sure. Pay me directly by wire and skip the platform fee.',
  });
  expect(answered.statusCode).toBe(201);
});
afterAll(() => journey?.close());

describe('reporting and moderation in Chromium', () => {
  it('a brand reports a message; an administrator suspends the sender, who can no longer log in', async () => {
    const page = await journey.newPage({ width: 1280, height: 900 });
    await logIn(page, brand, `/messages/${conversationId}`);
    await page.getByRole('log', { name: 'Messages with Silas Grift' }).getByText('Pay me directly by wire').waitFor();
    await page.getByRole('button', { name: 'Report this message from Silas Grift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this message from Silas Grift' });
    await dialog.getByLabel('Reason').selectOption('scam');
    await dialog.getByLabel('Details').fill('Asks to be paid off the platform.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await see.text(dialog.getByRole('status')).toContain(MODERATION_MESSAGES.reportReceived);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

    const console = await journey.newPage({ width: 1280, height: 900 });
    await logIn(console, admin, '/admin');
    await console.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Reports' }).click();
    await console.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    const group = console.getByRole('region', { name: 'Silas Grift' });
    await see.text(group).toContain('Pay me directly by wire');
    await see.text(group).toContain('Scam or payment off the platform');
    await see.text(group).toContain('Asks to be paid off the platform.');
    expect(await seriousAxeViolations(console)).toEqual([]);

    // No reason, no action.
    await group.getByRole('button', { name: 'Suspend Silas Grift' }).click();
    await see.text(group.getByRole('status')).toContain(MODERATION_MESSAGES.adminReasonRequired);
    await group.getByLabel('Reason for your action on Silas Grift').fill('Asked a brand to pay off the platform.');
    await group.getByRole('button', { name: 'Suspend Silas Grift' }).click();
    // The report was acted on: it leaves the open queue.
    await see.text(console.getByRole('region', { name: 'Reports' })).toContain('No open reports.');

    await console.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Audit log' }).click();
    await see.text(console.getByRole('region', { name: 'Audit log' })).toContain('Asked a brand to pay off the platform.');

    // The account's page in the console says so, and offers to lift it.
    await console.goto(`/admin/users/${sender.id}`);
    await see.text(console.getByRole('main')).toContain('Suspended since');
    await console.getByRole('button', { name: 'Lift the suspension' }).waitFor();
    expect(await seriousAxeViolations(console)).toEqual([]);

    const login = await journey.newPage({ width: 390, height: 844 });
    await login.goto('/login');
    await login.getByLabel('Email', { exact: true }).fill(sender.email);
    await login.getByLabel('Password', { exact: true }).fill(sender.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await see.text(login.getByRole('alert')).toContain(MODERATION_MESSAGES.accountSuspended(SUPPORT));
    expect(new URL(login.url()).pathname).toBe('/login');
  });
});
