import { captchaChallengeProcedure } from './captcha/captcha-challenge';
import { captchaConfigProcedure } from './captcha/captcha-config';
import { submitContactProcedure } from './contact/submit-contact';
import { subscribeToNewsletterProcedure } from './newsletter/subscribe';
import { unsubscribeFromNewsletterProcedure } from './newsletter/unsubscribe';
import { router } from './trpc';

export const captchaRouter = router({
  config: captchaConfigProcedure,
  challenge: captchaChallengeProcedure,
});

export const contactRouter = router({
  submit: submitContactProcedure,
});

export const newsletterRouter = router({
  subscribe: subscribeToNewsletterProcedure,
  unsubscribe: unsubscribeFromNewsletterProcedure,
});
