import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestServer } from './test-server';

/** Fetches an ALTCHA challenge from the server and solves it as the widget does; returns the payload. */
export async function solveAltcha(server: Pick<TestServer, 'app'>): Promise<string> {
  const res = await server.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  if (res.statusCode !== 200) throw new Error(`challenge failed: ${res.statusCode}`);
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
