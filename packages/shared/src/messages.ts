import { ADMIN_MESSAGES } from './admin/messages';
import { AUTH_MESSAGES } from './auth/messages';
import { HELLO_MESSAGE, HTTP_MESSAGES } from './http/messages';
import { PROFILE_MESSAGES } from './profile/messages';
import { PUBLIC_FORM_MESSAGES } from './public-forms/messages';

/**
 * Every feature's messages under one name, for the call sites written before each feature had its own
 * module. Closed to new keys: a new feature exports its own constant from its folder (`CAMPAIGN_MESSAGES`
 * in `campaigns/messages.ts`) and its code imports that (docs/decisions/0008-a-home-for-each-feature.md).
 */
export const MESSAGES = {
  ...AUTH_MESSAGES,
  http: HTTP_MESSAGES,
  profile: PROFILE_MESSAGES,
  ...PUBLIC_FORM_MESSAGES,
  admin: ADMIN_MESSAGES,
  hello: HELLO_MESSAGE,
} as const;
