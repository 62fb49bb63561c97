/**
 * A counterpart's one name ("Maya Lopez", "Acme Foods Ltd") as the first and last words the avatar
 * takes its initials from.
 */
export function nameParts(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.length > 1 ? (words[words.length - 1] ?? '') : '' };
}
