import { CAMPAIGN_MESSAGES as m, ERROR_CODES } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import { isUuid } from '../lib/uuid';

/**
 * Where a page of the campaigns list ended: the match score, when the campaign was published (in
 * microseconds) and its id, the list's order. An open campaign's targets and publication never change,
 * so a walk through the pages sees each campaign once unless the reader's own profile changes meanwhile.
 */
export interface CampaignCursor {
  score: number;
  published: string;
  id: string;
}

export function encodeCampaignCursor(cursor: CampaignCursor): string {
  return Buffer.from(JSON.stringify([cursor.score, cursor.published, cursor.id])).toString('base64url');
}

const invalidCursor = () => new AppError(400, ERROR_CODES.validation, m.invalidCursor, { fields: { cursor: m.invalidCursor } });

export function decodeCampaignCursor(text: string): CampaignCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [score, published, id] = parsed as unknown[];
  if (typeof score !== 'number' || !Number.isInteger(score) || score < 0 || score > 100) throw invalidCursor();
  if (typeof published !== 'string' || !/^\d{1,17}$/.test(published)) throw invalidCursor();
  if (typeof id !== 'string' || !isUuid(id)) throw invalidCursor();
  return { score, published, id };
}
