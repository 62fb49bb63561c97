import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { AltchaCaptcha } from '../captcha/altcha-captcha';

/**
 * Takes a challenge from the verifier and solves it as the browser widget does; returns the payload a
 * form submits as its token. The challenge's expiry comes from the deps' clock but ALTCHA checks it
 * against the wall clock: a challenge made while a fake clock is set 10 minutes or more in the past is
 * refused as expired.
 */
export async function solveCaptcha(captcha: AltchaCaptcha): Promise<string> {
  const challenge = await captcha.createChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
