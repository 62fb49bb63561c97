import { z } from 'zod';
import { BRAND_VERIFICATION_LIMITS as L } from './limits';
import { BRAND_VERIFICATION_MESSAGES as m } from './messages';

/** POST /brand/verification: the work address the code goes to. */
export const requestBrandVerificationSchema = z.object({
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, m.emailRequired)
    .max(L.emailMax, m.emailInvalid)
    .pipe(z.email(m.emailInvalid)),
});

/** POST /brand/verification/confirm: the code from the email; spaces typed with it are ignored. */
export const confirmBrandVerificationSchema = z.object({
  code: z
    .string({ error: m.codeRequired })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, m.codeRequired)
        .regex(new RegExp(`^\\d{${L.codeDigits}}$`), m.codeInvalid),
    ),
});
