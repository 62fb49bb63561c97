import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_MESSAGES } from '@sponsorly/shared';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { api } from './support/api';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

let journey: Journey;
let brand: JourneyAccount;
let creator: JourneyAccount;

beforeAll(async () => {
  journey = await startJourney();
  creator = await createJourneyAccount(journey, 'creator', { firstName: 'Maya', lastName: 'Lopez' });
  brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ben', lastName: 'Okafor' });
});
afterAll(() => journey?.close());

describe('blocking', () => {
  it('a creator blocks a brand from their conversation: neither can write there, and the brand’s send is refused', async () => {
    const brandPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(brandPage, brand, '/messages');
    const started = await api(brandPage, 'POST', '/conversations', { creator_id: creator.id, body: 'Hi Maya, a reel for us?' });
    expect(started.status).toBe(201);
    const path = `/messages/${started.json.conversation_id}`;

    // The creator, on a phone, opens the conversation and blocks the brand.
    const creatorPage = await journey.newPage({ width: 390, height: 800 });
    await logIn(creatorPage, creator, path);
    await creatorPage.getByRole('log', { name: 'Messages with Ben Okafor' }).getByText('a reel for us?').waitFor();
    await creatorPage.getByRole('button', { name: 'Block Ben Okafor' }).click();
    const dialog = creatorPage.getByRole('dialog', { name: 'Block Ben Okafor?' });
    await see.text(dialog).toContain('Deals already funded carry on to their end.');
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();

    // The conversation stays readable and takes no more messages; the button now lifts the block.
    await creatorPage.getByText(BLOCK_MESSAGES.conversationClosed).waitFor();
    await see.count(creatorPage.getByLabel('Message to Ben Okafor')).toBe(0);
    await creatorPage.getByRole('button', { name: 'Unblock Ben Okafor' }).waitFor();
    await see.visible(creatorPage.getByRole('log', { name: 'Messages with Ben Okafor' }).getByText('a reel for us?')).toBe(true);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);

    // The brand's page says the same once it reloads, and a send anyway is refused with the same words.
    await brandPage.goto(`${journey.baseUrl}${path}`);
    await brandPage.getByText(BLOCK_MESSAGES.conversationClosed).waitFor();
    await see.count(brandPage.getByLabel('Message to Maya Lopez')).toBe(0);
    const refused = await api(brandPage, 'POST', `${path.replace('/messages', '/conversations')}/messages`, {
      body: 'Still there?',
    });
    expect(refused).toEqual({ status: 403, json: { code: 'blocked', message: BLOCK_MESSAGES.blocked } });

    // The creator finds the brand among the blocked accounts in settings, and unblocks it there.
    await creatorPage.goto(`${journey.baseUrl}/settings`);
    await creatorPage.getByText('You blocked 1 account.').waitFor();
    await creatorPage.getByRole('link', { name: 'Blocked accounts' }).click();
    await creatorPage.waitForURL('**/settings/blocked');
    await creatorPage.getByRole('link', { name: 'Ben Okafor' }).waitFor();
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);
    await creatorPage.getByRole('button', { name: 'Unblock Ben Okafor' }).click();
    await creatorPage.getByText('Ben Okafor is no longer blocked.').waitFor();
    await creatorPage.getByText('You have not blocked anyone.').waitFor();

    const again = await api(brandPage, 'POST', `${path.replace('/messages', '/conversations')}/messages`, {
      body: 'Hello again',
    });
    expect(again.status).toBe(201);
  });
});
