/// <reference path="../vendor.d.ts" />
import argon2 from 'argon2';
import commonPasswords from 'fxa-common-password-list';
import { AUTH_MESSAGES, ERROR_CODES, HTTP_MESSAGES } from '@sponsorly/shared';
import { AppError, badRequest, rateLimited } from '../lib/app-error';
import { clientAddressKey } from '../lib/client-address';
import { KeyedSemaphore, QueueFullError, Semaphore } from '../lib/semaphore';

/** OWASP's minimum for Argon2id: 19 MiB of memory, 2 passes, 1 lane. */
export const ARGON2_PARAMS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash takes ~19 MiB and tens of milliseconds of CPU; a burst of logins must queue rather than
 * exhaust memory or starve every other request. Past 200 waiting (several seconds of work), new
 * requests are told to come back instead of joining the queue.
 */
export const MAX_CONCURRENT_HASHES = 4;
const hashing = new Semaphore(MAX_CONCURRENT_HASHES, 200, 'hashing');

/**
 * In front of that queue, each client address (IPv6 by /64) has at most 2 hashes in it at once and 8
 * more waiting their turn, so one address cannot fill the queue and keep everyone else out.
 */
export const MAX_HASHES_PER_CLIENT = 2;
const PER_CLIENT_QUEUE = 'hashing per client';
const hashingPerClient = new KeyedSemaphore(MAX_HASHES_PER_CLIENT, 8, PER_CLIENT_QUEUE);
/** The key of hashes no outside client asked for (seed data, command line). */
const INTERNAL_CLIENT = 'internal';

async function limited<T>(client: string, task: () => Promise<T>): Promise<T> {
  try {
    return await hashingPerClient.run(clientAddressKey(client), () => hashing.run(task));
  } catch (error) {
    if (!(error instanceof QueueFullError)) throw error;
    // Whoever filled their own line waits; a full shared queue means the whole server is busy.
    throw error.queue === PER_CLIENT_QUEUE
      ? rateLimited(5)
      : new AppError(503, ERROR_CODES.unavailable, HTTP_MESSAGES.unavailable, { retryAfterSeconds: 5 });
  }
}

/** `client` is the requester's address, whose share of the hashing queue this takes. */
export function hashPassword(password: string, client: string = INTERNAL_CLIENT): Promise<string> {
  return limited(client, () => argon2.hash(password, { type: argon2.argon2id, ...ARGON2_PARAMS }));
}

export function verifyPassword(hash: string, password: string, client: string): Promise<boolean> {
  return limited(client, () => argon2.verify(hash, password));
}

/**
 * A hash to verify against when the email is unknown, so that an unknown account takes as long to
 * answer as a wrong password (timing must not reveal which emails are registered).
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string, client: string): Promise<void> {
  dummyHash ??= hashPassword('sponsorly-timing-equaliser');
  await verifyPassword(await dummyHash, password, client);
}

export function assertNotCommonPassword(password: string): void {
  if (commonPasswords.test(password)) {
    throw badRequest(AUTH_MESSAGES.signup.passwordCommon, { password: AUTH_MESSAGES.signup.passwordCommon });
  }
}
