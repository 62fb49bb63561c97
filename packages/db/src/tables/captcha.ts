import type { Timestamp } from './columns';

/** Captcha solutions already accepted, so that each is accepted once. */
export interface CaptchaSolutionsTable {
  id: string;
  expires_at: Timestamp;
}

/** The captcha that guards the public forms. */
export interface CaptchaTables {
  captcha_solutions: CaptchaSolutionsTable;
}
