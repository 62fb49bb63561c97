import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_KIND_GROUPS, isSwitchableEmailKind, type SwitchableEmailKind } from '@sponsorly/shared';
import type { UnsubscribeLinks } from '@sponsorly/email';
import type { ServiceSettings } from '../lib/deps';

/*
 * An unsubscribe link names a person and a kind of email, signed with the server's secret (HMAC-SHA256),
 * so it works without a login and cannot be made for anyone else. It never expires: an old email's link
 * still turns that kind off, which is all it can do. Nothing is stored; the signature is the proof.
 */

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, kind: SwitchableEmailKind): string {
  const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The person and kind a token names, or null for one this server did not sign. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: SwitchableEmailKind } | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, kind] = Buffer.from(payload, 'base64url').toString().split(':');
  if (!userId || !kind || !isSwitchableEmailKind(kind)) return null;
  return { userId, kind };
}

/** What a kind of email is called on the settings page ("New messages"). */
export function emailKindLabel(kind: SwitchableEmailKind): string {
  for (const group of EMAIL_KIND_GROUPS) for (const entry of group.kinds) if (entry.kind === kind) return entry.label;
  return kind;
}

/** The links an email of this kind carries: the page that confirms, and the one-click address of RFC 8058. */
export function unsubscribeLinks(
  settings: Pick<ServiceSettings, 'appUrl' | 'linkSecret'>,
  userId: string,
  kind: SwitchableEmailKind,
): UnsubscribeLinks {
  const token = encodeURIComponent(unsubscribeToken(settings.linkSecret, userId, kind));
  return {
    page: new URL(`/notifications/unsubscribe?token=${token}`, settings.appUrl).toString(),
    oneClick: new URL(`/api/notifications/unsubscribe?token=${token}`, settings.appUrl).toString(),
    label: emailKindLabel(kind),
  };
}
