/**
 * The legal pages, as every link to them names them (the footer, the signup's terms). Apart from their
 * text (legal.ts) so that a link does not bring the pages' words into the landing's first download.
 */
export const LEGAL_LINKS = {
  privacy: { path: '/privacy', title: 'Privacy Policy' },
  terms: { path: '/terms', title: 'Terms of Service' },
  cookies: { path: '/cookies', title: 'Cookie Policy' },
} as const;

export type LegalPath = (typeof LEGAL_LINKS)[keyof typeof LEGAL_LINKS]['path'];
