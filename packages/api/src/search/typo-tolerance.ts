import { DISCOVERY_LIMITS as L } from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';

/**
 * Typo tolerance for every word of a plain query (docs/creator-search.md, "Typo tolerance"). The words
 * creators use are in `search_lexicon` (migration 0032); each typed word stands for itself and for the
 * lexicon's words a typo away from it, and "Did you mean" picks from words a little further.
 */

/** What search_fold does in the database, for comparing typed text with folded values. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** A typed word (folded) and the lexicon's words close to it, closest and most used first. */
export interface TypedWord {
  word: string;
  /** Whether some visible creator wrote the word as typed. */
  known: boolean;
  /** Close words (never the word itself) within the typo allowance, for the search. */
  alternatives: string[];
  /** The closest word within the wider allowance of "Did you mean", or null. */
  closest: string | null;
}

/** The words of a query as the lexicon holds them: folded, split at anything but letters and digits. */
export function queryWords(q: string): string[] {
  return [
    ...new Set(
      foldText(q)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
}

/** Edits a typed word may be away from a creator's word: none below 4 letters, 1, then 2 from 8. */
export function typoAllowance(word: string): number {
  if (word.length < L.typoMinLength) return 0;
  return word.length >= L.typoTwoEditsLength ? 2 : 1;
}

/** "Did you mean" looks one edit further (a 3-letter word, one edit). */
const suggestionAllowance = (word: string) => typoAllowance(word) + 1;

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbouring
 * letters each count one, so "Pirya" is one edit from "Priya", as a person would count it.
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => {
    const row = new Array<number>(b.length + 1).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * Each typed word with its close lexicon words, in one statement. The database's Levenshtein distance
 * counts a swap as two edits, so it is asked one edit wider and the swap-aware distance decides.
 */
export async function lookUpWords(db: Kysely<Database>, words: readonly string[]): Promise<TypedWord[]> {
  if (!words.length) return [];
  const limits = words.map((w) => suggestionAllowance(w) + 1);
  const { rows } = await sql<{ typed: string; word: string; creators: number }>`
    select t.typed, l.word, l.creators
    from unnest(cast(${words} as text[]), cast(${limits} as int[])) t(typed, k)
    join search_lexicon l on length(l.word) between length(t.typed) - t.k and length(t.typed) + t.k
    where public.levenshtein_less_equal(t.typed, l.word, t.k) <= t.k`.execute(db);
  return words.map((word) => {
    const near = rows
      .filter((row) => row.typed === word)
      .map((row) => ({ word: row.word, creators: row.creators, distance: editDistance(word, row.word) }))
      .sort((a, b) => a.distance - b.distance || b.creators - a.creators || a.word.localeCompare(b.word));
    const known = near.some((n) => n.distance === 0);
    const alternatives = near
      .filter((n) => n.distance > 0 && n.distance <= typoAllowance(word))
      .slice(0, L.typoAlternativesMax)
      .map((n) => n.word);
    const closest = near.find((n) => n.distance > 0 && n.distance <= suggestionAllowance(word))?.word ?? null;
    return { word, known, alternatives, closest };
  });
}

/**
 * The query "Did you mean" offers: each word no creator wrote replaced by its closest word, or null when
 * no word changes (every word is known, or none has a close word).
 */
export function didYouMeanQuery(typed: readonly TypedWord[]): string | null {
  let changed = false;
  const words = typed.map((t) => {
    if (t.known || !t.closest) return t.word;
    changed = true;
    return t.closest;
  });
  return changed ? words.join(' ') : null;
}
