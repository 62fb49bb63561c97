import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Playwright would wait up to 30 s for a missing element before a read throws; a short wait keeps each
 * read inside the poll, which tries again and owns the timeout.
 */
const READ = { timeout: 1_000 };

/**
 * What a journey sees on the page, read again and again until the matcher that follows passes or
 * expect.poll's timeout (set once, for the browser project, in vitest.config.ts) runs out:
 *
 *   await see.text(card).toContain('$600');
 *   await see.count(page.getByRole('button', { name: 'Apply' })).toBe(0);
 *
 * A page renders after the request it made answers, and after each click: a single read passes or fails
 * by how far the page had got, which is what made journeys flaky on a busy machine. A check that
 * something did not appear first waits for the event that would have shown it (the answer it came with),
 * then reads here; a fixed sleep proves nothing.
 */
export const see = {
  /** The rendered text (innerText) of one element. */
  text: (locator: Locator, message?: string) => expect.poll(() => locator.innerText(READ), { message }),
  /** The rendered texts of every element the locator finds, in order. */
  texts: (locator: Locator, message?: string) => expect.poll(() => locator.allInnerTexts(), { message }),
  /** How many elements the locator finds now. */
  count: (locator: Locator, message?: string) => expect.poll(() => locator.count(), { message }),
  /** Whether the element is there and visible: `.toBe(false)` when it is missing or hidden. */
  visible: (locator: Locator, message?: string) => expect.poll(() => locator.isVisible(), { message }),
  /** The value of an input, select or textarea. */
  value: (locator: Locator, message?: string) => expect.poll(() => locator.inputValue(READ), { message }),
  /** An attribute of one element: null when it has none. */
  attribute: (locator: Locator, name: string, message?: string) =>
    expect.poll(() => locator.getAttribute(name, READ), { message }),
  /** Whether a control is disabled. */
  disabled: (locator: Locator, message?: string) => expect.poll(() => locator.isDisabled(READ), { message }),
  /** Whether a checkbox or radio is checked. */
  checked: (locator: Locator, message?: string) => expect.poll(() => locator.isChecked(READ), { message }),
};
