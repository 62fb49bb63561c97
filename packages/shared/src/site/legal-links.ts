/**
 * The legal pages, as every link to them names them (the footers, the signup's terms; `short` where space is
 * tight, the app pages' slim footer). Apart from their
 * text (legal.ts) so that a link does not bring the pages' words into the landing's first download.
 */
export const LEGAL_LINKS = {
  privacy: { path: '/privacy', title: 'Privacy Policy', short: 'Privacy' },
  terms: { path: '/terms', title: 'Terms of Service', short: 'Terms' },
  cookies: { path: '/cookies', title: 'Cookie Policy', short: 'Cookies' },
} as const;

export type LegalPath = (typeof LEGAL_LINKS)[keyof typeof LEGAL_LINKS]['path'];
