import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CONVERSATION_MESSAGES } from '@sponsorly/shared';
import { createJourneyAccount, logIn, type JourneyAccount } from './support/accounts';
import { seriousAxeViolations, startJourney, type Journey } from './support/app';
import { see } from './support/see';

/** What "at once" means for a page that hears of changes over the real-time stream. */
const LIVE_MS = 2000;

let journey: Journey;
let brand: JourneyAccount;
let creator: JourneyAccount;

beforeAll(async () => {
  journey = await startJourney();
  // Signed up and verified: a creator in search, whom a brand may write to first.
  creator = await createJourneyAccount(journey, 'creator', { firstName: 'Maya', lastName: 'Lopez' });
  brand = await createJourneyAccount(journey, 'brand', { firstName: 'Ben', lastName: 'Okafor' });
});
afterAll(() => journey?.close());

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/** A mark in the page's memory: still there later, the page was not reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { journeyMark: number }).journeyMark = 1));
const pageWasKept = (page: Page) => page.evaluate(() => (window as unknown as { journeyMark?: number }).journeyMark === 1);

/** The newest email to `to` whose subject says `subject`, once the outbox has sent it. */
async function waitForEmail(to: string, subject: string) {
  const find = () => journey.server.mail.to(to).findLast((mail) => mail.subject.includes(subject));
  await expect.poll(find, { timeout: 10_000 }).toBeDefined();
  return find()!;
}

const tokens = new Map<string, string>();

/** A REST call as `account`, with a bearer token: a fixture, not the journey under test. */
async function apiAs(account: JourneyAccount, method: 'GET' | 'POST', path: string, body?: unknown) {
  if (!tokens.has(account.email)) {
    const login = await fetch(`${journey.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: journey.baseUrl },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    tokens.set(account.email, ((await login.json()) as { token: string }).token);
  }
  const res = await fetch(`${journey.baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(account.email)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
}

describe('a brand and a creator talk', () => {
  it('a first message reaches the creator live, the answer with contact details reaches the brand live with the warning', async () => {
    // The creator waits on the messages page, on a laptop.
    const creatorPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(creatorPage, creator, '/messages');
    await creatorPage.getByText('No conversations yet').waitFor();
    const creatorBell = creatorPage.getByRole('link', { name: /^Notifications/ });
    await see.attribute(creatorBell, 'aria-label').toBe('Notifications');
    await markPage(creatorPage);

    // The brand, on a phone, writes from the creator's page.
    const brandPage = await journey.newPage({ width: 360, height: 740 });
    await logIn(brandPage, brand, `/creators/${creator.id}`);
    await brandPage.getByRole('heading', { name: 'Maya Lopez', level: 1 }).waitFor();
    await brandPage.getByRole('button', { name: 'Message Maya Lopez' }).click();
    const dialog = brandPage.getByRole('dialog', { name: 'Message Maya Lopez' });
    // Nothing written: the shared rule's words, and nothing sent.
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.getByText(CONVERSATION_MESSAGES.bodyRequired).waitFor();
    const first =
      'Hi Maya! Loved your vegan series. Our brief: https://brand.example/brief?id=7 and javascript:alert(1) is not a link.';
    await dialog.getByLabel('Your message').fill(first);
    await see.visible(dialog.getByText(`${first.length}/2000`)).toBe(true);
    expect(await sidewaysScroll(brandPage)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await brandPage.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    const sentAt = Date.now();
    const conversationPath = new URL(brandPage.url()).pathname;

    // The brand's message, as text with its address a safe link, and no script link.
    const brandLog = brandPage.getByRole('log', { name: 'Messages with Maya Lopez' });
    await brandLog.getByText('Loved your vegan series').waitFor();
    const brief = brandLog.getByRole('link', { name: 'https://brand.example/brief?id=7' });
    await see.attribute(brief, 'href').toBe('https://brand.example/brief?id=7');
    await see.attribute(brief, 'rel').toBe('noopener noreferrer nofollow');
    await see.attribute(brief, 'target').toBe('_blank');
    await see.count(brandLog.locator('a[href^="javascript"]')).toBe(0);

    // The creator's list shows it without a reload, and the bell counts it.
    const conversationLink = creatorPage.getByRole('link', { name: /Ben Okafor/ });
    await conversationLink.waitFor({ timeout: Math.max(1, LIVE_MS - (Date.now() - sentAt)) });
    expect(Date.now() - sentAt).toBeLessThan(LIVE_MS);
    await see.text(conversationLink).toContain('Hi Maya! Loved your vegan series');
    await see.text(conversationLink).toMatch(/1\s+unread message/);
    await creatorPage.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor({ timeout: LIVE_MS });
    expect(await pageWasKept(creatorPage)).toBe(true);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);

    // The first message is emailed to the creator, with the way to the conversation.
    const email = await waitForEmail(creator.email, 'Ben Okafor sent you a message');
    expect(email.text).toContain(`${journey.baseUrl}${conversationPath}`);
    expect(email.text).toContain('Hi Maya!');

    // The creator opens it: shown, so read; the bell empties.
    await conversationLink.click();
    await creatorPage.waitForURL(`**${conversationPath}`);
    const creatorLog = creatorPage.getByRole('log', { name: 'Messages with Ben Okafor' });
    await creatorLog.getByText('Loved your vegan series').waitFor();
    await see.attribute(creatorBell, 'aria-label').toBe('Notifications');
    // The list beside it says so too.
    await see.text(creatorPage.getByRole('link', { name: /Ben Okafor/ })).not.toMatch(/unread/);

    // The creator answers with an email address; Enter sends.
    const composer = creatorPage.getByLabel('Message to Ben Okafor');
    await composer.fill('Thanks Ben! Happy to talk.');
    await composer.press('Shift+Enter');
    await composer.pressSequentially('Write to me at maya.lopez@example.com');
    await see.value(composer).toBe('Thanks Ben! Happy to talk.\nWrite to me at maya.lopez@example.com');
    await composer.press('Enter');
    await creatorLog.getByText('Write to me at maya.lopez@example.com').waitFor();
    const answeredAt = Date.now();
    await see.value(composer).toBe('');
    // The sender is told the recipient sees a warning; the warning itself is the recipient's.
    await creatorLog.getByText('Ben Okafor sees a payment-safety warning with this message.').waitFor();
    await see.count(creatorLog.getByText(CONVERSATION_MESSAGES.offPlatformWarning)).toBe(0);

    // The brand, still on the conversation, sees the answer appear with the warning.
    const answer = brandLog.getByText('Write to me at maya.lopez@example.com');
    await answer.waitFor({ timeout: Math.max(1, LIVE_MS - (Date.now() - answeredAt)) });
    expect(Date.now() - answeredAt).toBeLessThan(LIVE_MS);
    await brandLog.getByText(CONVERSATION_MESSAGES.offPlatformWarning).waitFor({ timeout: 500 });
    await see.count(brandLog.getByText(CONVERSATION_MESSAGES.offPlatformWarning)).toBe(1);
    // Seen there, so read: the creator's page says so under the answer.
    await creatorLog.getByText(/· Read/).waitFor({ timeout: 5000 });

    expect(await seriousAxeViolations(brandPage)).toEqual([]);
    expect(await sidewaysScroll(brandPage)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);

    // On the phone the list is its own screen.
    await brandPage.getByRole('link', { name: 'All messages' }).click();
    await brandPage.waitForURL('**/messages');
    await brandPage.getByRole('link', { name: /Maya Lopez/ }).waitFor();
    await see.text(brandPage.getByRole('link', { name: /Maya Lopez/ })).toContain('Thanks Ben!');
    expect(await sidewaysScroll(brandPage)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(brandPage)).toEqual([]);

    // Back on the creator's page, "Message" now leads to the same conversation.
    await brandPage.goto(`/creators/${creator.id}`);
    await brandPage.getByRole('link', { name: 'Message Maya Lopez' }).click();
    await brandPage.waitForURL(`**${conversationPath}`);
    await brandPage.context().close();
    await creatorPage.context().close();
  });

  it('notifications: the bell, the dashboard and /notifications follow live; opening one and "Mark all as read" mark them read', async () => {
    const creatorPage = await journey.newPage({ width: 360, height: 740 });
    await logIn(creatorPage, creator);
    await creatorPage.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    await markPage(creatorPage);

    // Another brand writes while the creator looks at the dashboard.
    const other = await createJourneyAccount(journey, 'brand', { firstName: 'Ada', lastName: 'Byrne' });
    const otherPage = await journey.newPage({ width: 1280, height: 900 });
    await logIn(otherPage, other, `/creators/${creator.id}`);
    await otherPage.getByRole('button', { name: 'Message Maya Lopez' }).click();
    await otherPage.getByRole('dialog', { name: 'Message Maya Lopez' }).getByLabel('Your message').fill('Hello from Ada');
    await otherPage.getByRole('button', { name: 'Send message' }).click();
    await otherPage.waitForURL(/\/messages\/[0-9a-f-]{36}$/);

    const activity = creatorPage.getByRole('region', { name: 'Recent Activity' });
    await activity.getByRole('link', { name: /Ada Byrne sent you a message/ }).waitFor({ timeout: LIVE_MS });
    // On a phone the bell sits in the bar, outside the menu.
    await creatorPage.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await creatorPage.waitForURL('**/notifications');
    expect(await pageWasKept(creatorPage)).toBe(true);
    const list = creatorPage.getByRole('list', { name: 'Your notifications' });
    await list.getByText('Unread: Ada Byrne sent you a message').waitFor();
    await see.count(list.getByText('Ben Okafor sent you a message')).toBe(1);
    expect(await seriousAxeViolations(creatorPage)).toEqual([]);
    expect(await sidewaysScroll(creatorPage)).toBeLessThanOrEqual(0);

    // "Mark all as read" empties the bell.
    await creatorPage.getByRole('button', { name: 'Mark all as read' }).click();
    await creatorPage.getByText('You’re all caught up.').waitFor();
    await see.attribute(creatorPage.getByRole('link', { name: /^Notifications/ }).first(), 'aria-label').toBe('Notifications');

    // One more message: opening its notification marks it read and opens the conversation.
    await otherPage.getByLabel('Message to Maya Lopez').fill('Are you free next week?');
    await otherPage.getByRole('button', { name: 'Send', exact: true }).click();
    await list.getByText('Unread: Ada Byrne sent you a message').waitFor({ timeout: LIVE_MS });
    await list.getByRole('link', { name: /Unread: Ada Byrne sent you a message/ }).click();
    await creatorPage.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await creatorPage.getByRole('log', { name: 'Messages with Ada Byrne' }).getByText('Are you free next week?').waitFor();
    await see.attribute(creatorPage.getByRole('link', { name: /^Notifications/ }).first(), 'aria-label').toBe('Notifications');
    expect(await sidewaysScroll(creatorPage)).toBeLessThanOrEqual(0);
    await otherPage.context().close();
    await creatorPage.context().close();
  });

  it('a long conversation opens at the newest message and loads earlier ones above it without moving', async () => {
    const talker = await createJourneyAccount(journey, 'brand', { firstName: 'Lena', lastName: 'Fischer' });
    const { conversation_id: id } = await apiAs(talker, 'POST', '/conversations', { creator_id: creator.id, body: 'Message 1' });
    for (let i = 2; i <= 40; i++)
      await apiAs(i % 2 ? talker : creator, 'POST', `/conversations/${String(id)}/messages`, { body: `Message ${i}` });

    const page = await journey.newPage({ width: 360, height: 740 });
    await logIn(page, talker, `/messages/${String(id)}`);
    const log = page.getByRole('log', { name: 'Messages with Maya Lopez' });
    await log.getByText('Message 40', { exact: true }).waitFor();
    // At the end: the newest is in view, the first page of 30 starts at message 11.
    await see.visible(log.getByText('Message 40', { exact: true })).toBe(true);
    expect(await log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(2);
    await see.count(log.getByText('Message 10', { exact: true })).toBe(0);

    // "Load earlier" brings 1 to 10 above; what was on screen stays where it was.
    await log.evaluate((el) => (el.scrollTop = 0));
    const eleven = log.getByText('Message 11', { exact: true });
    // Where it sits in the log's window: the page around the log may shift on its own (a phone's page
    // scrolls a little, a late header), which is not the log moving.
    const inLog = () =>
      eleven.evaluate((el) => el.getBoundingClientRect().top - el.closest('[role="log"]')!.getBoundingClientRect().top);
    const before = await inLog();
    // Dispatched rather than clicked: a click that finds the button busy retries and may scroll it into
    // view first, moving the log before "before" is compared with "after".
    await log.getByRole('button', { name: 'Load earlier' }).dispatchEvent('click');
    await log.getByText('Message 1', { exact: true }).waitFor({ state: 'attached' });
    await see.count(log.getByRole('button', { name: 'Load earlier' })).toBe(0);
    expect(Math.abs((await inLog()) - before)).toBeLessThan(4);
    expect((await log.locator('.message__text').allInnerTexts()).slice(0, 3)).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('a conversation that is not the user’s reads as not found', async () => {
    const outsider = await createJourneyAccount(journey, 'brand', { firstName: 'Otto', lastName: 'Berg' });
    const page = await journey.newPage({ width: 360, height: 740 });
    await logIn(page, outsider);
    const { id } = await journey.server.deps.db.selectFrom('conversations').select('id').executeTakeFirstOrThrow();
    await page.goto(`/messages/${id}`);
    await page.getByRole('heading', { name: 'Conversation not found' }).waitFor();
    await see.visible(page.getByText(CONVERSATION_MESSAGES.conversationNotFound)).toBe(true);
    await page.context().close();
  });
});
