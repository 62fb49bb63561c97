import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChromiumFixture, type ChromiumFixture } from '../../testing/render-in-chromium';

let fixture: ChromiumFixture;
beforeAll(async () => {
  fixture = await startChromiumFixture(fileURLToPath(new URL('./testing/offer-form-fixture.tsx', import.meta.url)));
}, 60_000);
afterAll(() => fixture?.close());

const row = (page: Page, n: number) => page.getByRole('group', { name: `Deliverable ${n}`, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Send offer' }).click();
const submitted = (page: Page) =>
  page.evaluate(() => (window as unknown as { fixture: { submitted: unknown[] } }).fixture.submitted.length);
const setFailure = (page: Page, failure: unknown) =>
  page.evaluate((next) => {
    (window as unknown as { fixture: { failure: unknown } }).fixture.failure = next;
  }, failure);
const nameOfFocused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));

/** The error messages a screen reader hears with the field: those of its description that are errors. */
async function describedErrors(field: Locator): Promise<string[]> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).innerText()));
}

describe('forms place each error at its path (Chromium)', () => {
  it("shows the browser's check at each field, down to a row of a list, and focuses the first in page order", async () => {
    const page = await fixture.open();
    await row(page, 2).getByLabel('Kind').fill('');
    await row(page, 3).getByLabel('Due date').fill('next week');
    await submit(page);

    const dueDate = row(page, 3).getByLabel('Due date');
    await row(page, 3).getByText('Enter the due date as YYYY-MM-DD.').waitFor();
    expect(await dueDate.getAttribute('name')).toBe('deliverables.2.due_date');
    expect(await dueDate.getAttribute('aria-invalid')).toBe('true');
    expect(await describedErrors(dueDate)).toEqual(['Enter the due date as YYYY-MM-DD.']);
    expect(await row(page, 2).getByText('Describe the deliverable.').isVisible()).toBe(true);
    // Nothing else is marked, and nothing was sent.
    expect(await row(page, 1).locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await row(page, 3).getByLabel('Kind').getAttribute('aria-invalid')).toBeNull();
    expect(await submitted(page)).toBe(0);
    expect(await nameOfFocused(page)).toBe('deliverables.1.kind');

    // After a submit, an edit checks its field again.
    await dueDate.fill('2026-04-12');
    await expect.poll(() => row(page, 3).getByText('Enter the due date as YYYY-MM-DD.').count()).toBe(0);
    expect(await dueDate.getAttribute('aria-invalid')).toBeNull();
    await page.close();
  });

  it("places the server's 400 field by field, and what no field takes in the form's alert", async () => {
    const page = await fixture.open();
    await setFailure(page, {
      message: 'The offer was not sent.',
      fields: {
        'usage_rights.regions': 'Choose regions we can serve.',
        'deliverables.2.due_date': 'Due dates must fall inside the campaign.',
        budget: 'Budget must be positive.',
      },
    });
    await submit(page);
    const dueDate = row(page, 3).getByLabel('Due date');
    await row(page, 3).getByText('Due dates must fall inside the campaign.').waitFor();
    expect(await submitted(page)).toBe(1);
    expect(await describedErrors(dueDate)).toEqual(['Due dates must fall inside the campaign.']);
    expect(await page.getByLabel('Regions').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Choose regions we can serve.').isVisible()).toBe(true);
    const alert = page.getByRole('alert').filter({ hasText: 'The offer was not sent.' });
    expect(await alert.innerText()).toBe('The offer was not sent. Budget must be positive.');
    // The first field with an error, in page order (the row comes before the usage rights).
    expect(await nameOfFocused(page)).toBe('deliverables.2.due_date');

    // Removing a row checks the list again: the server's word on the old rows goes, and no message
    // is left behind on a row that moved up.
    await row(page, 1).getByRole('button', { name: 'Remove deliverable 1' }).click();
    expect(await row(page, 2).getByLabel('Due date').inputValue()).toBe('2026-04-10');
    await expect.poll(() => page.getByText('Due dates must fall inside the campaign.').count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Deliverables' }).locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await page.getByLabel('Regions').getAttribute('aria-invalid')).toBe('true');

    // The next submit starts afresh: it went through, so no message stays.
    await setFailure(page, undefined);
    await submit(page);
    await expect.poll(() => submitted(page)).toBe(2);
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.close();
  });

  it("keeps a list's own message under the list, from the check and from the server", async () => {
    const page = await fixture.open();
    for (const n of [3, 2, 1])
      await row(page, n)
        .getByRole('button', { name: `Remove deliverable ${n}` })
        .click();
    await submit(page);
    const list = page.getByRole('group', { name: 'Deliverables' });
    await list.getByText('Add at least one deliverable.').waitFor();
    expect(await submitted(page)).toBe(0);

    await page.getByRole('button', { name: 'Add deliverable' }).click();
    await row(page, 1).getByLabel('Kind').fill('Reel');
    await row(page, 1).getByLabel('Due date').fill('2026-05-01');
    await setFailure(page, {
      fields: { deliverables: 'At most one deliverable for this budget.', 'deliverables.0.kind': 'Reels are booked out.' },
    });
    await submit(page);
    await list.getByText('At most one deliverable for this budget.').waitFor();
    expect(await row(page, 1).getByText('Reels are booked out.').isVisible()).toBe(true);
    expect(await list.getByText('Add at least one deliverable.').count()).toBe(0);
    await page.close();
  });

  it('says a form-wide message once, in the alert, with each field concerned marked and pointing at it', async () => {
    const page = await fixture.open();
    await page.getByLabel('Title').fill('   ');
    await submit(page);
    const alert = page.getByRole('alert').filter({ hasText: 'All fields are required' });
    await alert.waitFor();
    expect(await page.getByText('All fields are required').count()).toBe(1);
    const title = page.getByLabel('Title');
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await title.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));
    expect(await nameOfFocused(page)).toBe('title');
    await page.close();
  });
});
