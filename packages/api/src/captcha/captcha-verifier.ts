import { ERROR_CODES, PUBLIC_FORM_MESSAGES, type CaptchaWidgetConfig } from '@sponsorly/shared';
import type { Database, Kysely } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import { hashToken } from '../lib/tokens';

/** Public settings the form needs to show the right widget (captchaWidgetConfigSchema). */
export type { CaptchaWidgetConfig } from '@sponsorly/shared';

/**
 * Decides whether a form's captcha was solved. The server decides, never the browser: a missing,
 * invalid, expired or already used solution is refused, and so is any answer when the provider cannot
 * be asked (fail closed).
 */
export interface CaptchaVerifier {
  readonly widget: CaptchaWidgetConfig;
  /** Throws the 400 "Please complete the CAPTCHA verification." unless the solution is good and new. */
  verify(solution: string | undefined, ip: string): Promise<void>;
}

export const captchaRefused = () =>
  new AppError(400, ERROR_CODES.validation, PUBLIC_FORM_MESSAGES.captcha.required, {
    fields: { token: PUBLIC_FORM_MESSAGES.captcha.required },
  });

const KEEP_AFTER_EXPIRY_MS = 60 * 60 * 1000;

/**
 * Records a solution as used. The primary key makes it atomic across every instance on one database:
 * of two requests with the same solution, exactly one inserts the row.
 */
export async function acceptOnce(db: Kysely<Database>, solutionId: string, expiresAt: Date, now: Date): Promise<boolean> {
  // A row is kept an hour past its challenge's expiry, so instances whose clocks differ a little still
  // refuse a replay; after that the challenge itself is refused as expired.
  await db
    .deleteFrom('captcha_solutions')
    .where('expires_at', '<', new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS))
    .execute();
  const inserted = await db
    .insertInto('captcha_solutions')
    .values({ id: hashToken(solutionId), expires_at: expiresAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
