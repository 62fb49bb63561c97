/**
 * A link the server gave (a notification's, an activity's) as a path inside this app, or null. Only a
 * plain path is followed: never another site (`//evil.example`, `/\evil.example`) nor a `javascript:`.
 */
export function inAppPath(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  // Control characters and spaces have no place in our paths; browsers strip some of them and would then read another URL.
  if ([...link].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f || /\s/.test(char))) return null;
  return link;
}
