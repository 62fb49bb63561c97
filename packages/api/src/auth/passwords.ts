/// <reference path="../vendor.d.ts" />
import argon2 from 'argon2';
import commonPasswords from 'fxa-common-password-list';
import { ERROR_CODES, MESSAGES } from '@sponsorly/shared';
import { AppError, badRequest } from '../lib/app-error';
import { QueueFullError, Semaphore } from '../lib/semaphore';

/** OWASP's minimum for Argon2id: 19 MiB of memory, 2 passes, 1 lane. */
export const ARGON2_PARAMS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash takes ~19 MiB and tens of milliseconds of CPU; a burst of logins must queue rather than
 * exhaust memory or starve every other request. Past 200 waiting (several seconds of work), new
 * requests are told to come back instead of joining the queue.
 */
export const MAX_CONCURRENT_HASHES = 4;
const hashing = new Semaphore(MAX_CONCURRENT_HASHES, 200);

async function limited<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await hashing.run(task);
  } catch (error) {
    if (error instanceof QueueFullError) {
      throw new AppError(503, ERROR_CODES.unavailable, MESSAGES.http.unavailable, { retryAfterSeconds: 5 });
    }
    throw error;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => argon2.hash(password, { type: argon2.argon2id, ...ARGON2_PARAMS }));
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return limited(() => argon2.verify(hash, password));
}

/**
 * A hash to verify against when the email is unknown, so that an unknown account takes as long to
 * answer as a wrong password (timing must not reveal which emails are registered).
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('sponsorly-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

export function assertNotCommonPassword(password: string): void {
  if (commonPasswords.test(password)) {
    throw badRequest(MESSAGES.signup.passwordCommon, { password: MESSAGES.signup.passwordCommon });
  }
}
