import { hashPassword } from '../auth/passwords';

/** The passwords of the accounts tests make as fixtures. */
export const FIXTURE_PASSWORDS = { creator: 'violet-sunset-42', brand: 'amber-harbour-77' } as const;

const HASHES_ENV = 'SPONSORLY_TEST_PASSWORD_HASHES';

/**
 * Once per test run (vitest.global-setup.ts): the fixture passwords' Argon2id hashes, handed to every test
 * process by environment variable, so that a fixture account costs no hashing of its own.
 */
export async function hashFixturePasswords(): Promise<Record<string, string>> {
  const passwords = Object.values(FIXTURE_PASSWORDS);
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
  return { [HASHES_ENV]: JSON.stringify(Object.fromEntries(passwords.map((password, i) => [password, hashes[i]]))) };
}

const known = new Map<string, Promise<string>>(
  Object.entries(JSON.parse(process.env[HASHES_ENV] ?? '{}') as Record<string, string>).map(([password, hash]) => [
    password,
    Promise.resolve(hash),
  ]),
);

/** The hash of a fixture's password: the run's, or, for another password, hashed once in this process. */
export function fixturePasswordHash(password: string): Promise<string> {
  let hash = known.get(password);
  if (!hash) {
    hash = hashPassword(password);
    known.set(password, hash);
  }
  return hash;
}
