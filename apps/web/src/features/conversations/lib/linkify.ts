import { createElement, type ReactNode } from 'react';

/**
 * Web addresses in a message: `http://`, `https://` or `www.` up to the next space. Anything else,
 * `javascript:` and `data:` among them, stays text. Not inside a word or an email address.
 */
const ADDRESS = /(?<![\w@.\-/])(?:https?:\/\/|www\.)[^\s<>"]+/giu;
/** Punctuation that ends a sentence rather than the address: "see https://x.com/a." */
const TRAILING = /[.,;:!?'"*_\]}>…]+$/u;

export type TextPart = string | { href: string; text: string };

/** Drops trailing punctuation, and a closing bracket that has no opening one in the address. */
function trimAddress(candidate: string): string {
  let text = candidate;
  for (;;) {
    const before = text;
    text = text.replace(TRAILING, '');
    if (text.endsWith(')') && (text.match(/\(/g) ?? []).length < (text.match(/\)/g) ?? []).length) text = text.slice(0, -1);
    if (text === before) return text;
  }
}

/** The address as a link target, only when it really is an http(s) address with a host. */
function hrefOf(text: string): string | null {
  try {
    const url = new URL(/^www\./i.test(text) ? `https://${text}` : text);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Splits text into plain strings and web addresses; joined back, the parts are the text unchanged. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = address && hrefOf(address);
    if (!href) continue;
    if (match.index > rest) parts.push(text.slice(rest, match.index));
    parts.push({ href, text: address });
    rest = match.index + address.length;
  }
  if (rest < text.length) parts.push(text.slice(rest));
  return parts;
}

/**
 * A message as React nodes: its text stays text (React escapes it, so nothing in it is ever HTML), its
 * web addresses become links that open in a new tab, tell the site nothing of the page they came from
 * and pass it no standing (`nofollow`).
 */
export function linkify(text: string): ReactNode[] {
  return splitLinks(text).map((part, index) =>
    typeof part === 'string'
      ? part
      : createElement('a', { key: index, href: part.href, target: '_blank', rel: 'noopener noreferrer nofollow' }, part.text),
  );
}
