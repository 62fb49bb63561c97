import { PROFILE_PLATFORMS, TALENT_VERTICALS, creatorSearchInputSchema } from '@sponsorly/shared';
import type { CreatorSearchRequest } from '../../packages/api/src/search/search-creators';
import type { Random } from './random';
import { RARE_WORDS } from './words';

/**
 * The kinds of search measured, each with its own goal (null: reported, no goal set), and what is timed,
 * as the page asks for it: `results` a browse's page with its total and without counts (search.creators
 * with `facets: false`), `results with facets` a text search's first page, which brings its facet counts
 * (search.creators), `facets` a browse's counts, asked for beside its results (search.facets), `suggest`
 * the suggestions as a brand types (search.suggest, the first letters of a name or a word). `floor`
 * is the least any search for a common word can do, its matches counted through the text index: measured
 * in the same run, it says how fast this machine is at the moment, so runs on different machines or
 * under different loads compare by their ratio to it.
 */
export const QUERY_KINDS = {
  'filtered browse': { goalP95Ms: 20, timed: 'results' },
  'common term + facets': { goalP95Ms: 50, timed: 'results with facets' },
  'rare term': { goalP95Ms: 20, timed: 'results with facets' },
  'name with a typo': { goalP95Ms: null, timed: 'results with facets' },
  'word with a typo': { goalP95Ms: null, timed: 'results with facets' },
  'suggest as you type': { goalP95Ms: 20, timed: 'suggest' },
  'facets (browse)': { goalP95Ms: null, timed: 'facets' },
  'floor: common term counted': { goalP95Ms: null, timed: 'floor' },
} as const;
export type QueryKind = keyof typeof QUERY_KINDS;

/** Words most creators' categories or bios carry: each matches thousands of the 100,000. */
const COMMON_TERMS = [
  'travel',
  'beauty',
  'gaming',
  'fashion',
  'music',
  'food',
  'tech',
  'lifestyle',
  'comedy',
  'finance',
  'health',
  'design',
];
const MIN_FOLLOWERS = [1_000, 5_000, 10_000, 50_000, 100_000];

/** A request as the API hands it to the service: read by the same schema, defaults filled in. */
const request = (input: Record<string, unknown>): CreatorSearchRequest => creatorSearchInputSchema.parse(input);

/** One request of each kind; `names` are real creators' names, for the typo case. */
export function makeRequest(kind: QueryKind, random: Random, names: readonly string[]): CreatorSearchRequest {
  switch (kind) {
    case 'filtered browse':
    case 'facets (browse)':
      return request({
        platform: random.some(PROFILE_PLATFORMS, random.int(1, 2)),
        vertical: [random.pick(TALENT_VERTICALS)],
        min_followers: random.pick(MIN_FOLLOWERS),
        ...(random.chance(0.3) ? { available: true } : {}),
        sort: random.chance(0.5) ? 'followers' : 'relevance',
      });
    case 'common term + facets':
    case 'floor: common term counted':
      return request({
        q: random.pick(COMMON_TERMS),
        ...(random.chance(0.3) ? { platform: [random.pick(PROFILE_PLATFORMS)] } : {}),
      });
    case 'rare term':
      return request({ q: random.pick(RARE_WORDS) });
    case 'name with a typo':
      return request({ q: withTypo(random, random.pick(names)) });
    case 'word with a typo':
      return request({ q: withTypo(random, random.pick([...COMMON_TERMS, ...RARE_WORDS].filter((w) => w.length >= 4))) });
    case 'suggest as you type': {
      // The first 2 to 5 letters of a creator's first or last name, or of a common word (a category).
      const source = random.chance(0.5) ? random.pick(random.pick(names).split(' ')) : random.pick(COMMON_TERMS);
      return request({ q: source.slice(0, random.int(2, Math.min(5, source.length))) });
    }
  }
}

/** Two neighbouring letters of one word swapped ("Maria" as "Maira"), never the first letter. */
export function withTypo(random: Random, name: string): string {
  const words = name.split(' ');
  // Positions after the first letter whose neighbour differs: swapping "nn" in "Anna" changes nothing.
  const swaps = words.flatMap((word, w) =>
    [...word].flatMap((letter, at) =>
      at > 0 && at + 1 < [...word].length && letter !== [...word][at + 1] ? [[w, at] as const] : [],
    ),
  );
  if (swaps.length === 0) return name;
  const [w, at] = random.pick(swaps);
  const letters = [...words[w]!];
  [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!];
  words[w] = letters.join('');
  return words.join(' ');
}
