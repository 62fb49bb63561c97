/**
 * Words that name a server setting: the platform fee (PLATFORM_FEE_PERCENT), the days released money
 * clears (CLEARING_DAYS) and the support address (CONTACT_EMAIL). They are written with `{fee}`,
 * `{clearing_wait}` and `{email}`; the page fills them from `system.siteInfo` once it answers (a
 * prerendered page is built before any setting is known, docs/landing-and-legal-pages.md).
 */
export const SETTINGS_TOKENS = ['fee', 'clearing_wait', 'email'] as const;
export type SettingsToken = (typeof SETTINGS_TOKENS)[number];
export type SettingsValues = Record<SettingsToken, string>;
export type SettingsTextPart = string | { token: SettingsToken };

const TOKEN = /\{(fee|clearing_wait|email)\}/g;

/** The text cut at its tokens, in order: plain strings and the tokens between them. */
export function splitSettingsText(text: string): SettingsTextPart[] {
  const parts: SettingsTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ token: match[1] as SettingsToken });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The text with its tokens filled in. */
export function fillSettingsText(text: string, values: SettingsValues): string {
  return text.replace(TOKEN, (_whole, token: SettingsToken) => values[token]);
}

/** The settings as the words say them: "10%", "after 3 days" (or "at once"), the address. */
export function settingsValues(info: {
  platform_fee_percent: number;
  clearing_days: number;
  contact: { email: string };
}): SettingsValues {
  return {
    fee: `${info.platform_fee_percent}%`,
    clearing_wait:
      info.clearing_days === 0 ? 'at once' : `after ${info.clearing_days} ${info.clearing_days === 1 ? 'day' : 'days'}`,
    email: info.contact.email,
  };
}
