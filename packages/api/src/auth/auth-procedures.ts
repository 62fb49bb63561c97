import type { RequestContext } from '../context';
import { signUp, type SignupRequest } from './signup';

/** The account procedures' group in the API document. */
export const tags = ['Accounts'];

export const SIGNUP_DESCRIPTION =
  'Creates the account and emails a link that confirms the address and logs in. The answer is the same whether the address is new or registered already (its owner is then emailed that it is).';

/** Signs up and gives this browser the signup binding that lets the emailed link log it in. */
export async function signUpHere(ctx: RequestContext, request: SignupRequest) {
  const { message, signupBinding } = await signUp(ctx.deps, request, ctx.ip);
  ctx.setSignupBindingCookie(signupBinding);
  return { message };
}
