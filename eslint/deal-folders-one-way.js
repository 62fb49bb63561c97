import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The deal's life lives under one `deals` folder in each layer, in sub-folders named alike
 * (docs/decisions/0021-the-deals-life-in-one-folder.md). Imports between them run one way, down this
 * order, so that no two of them import each other: a sub-folder uses only those of a lower rank.
 */
const RANKS = {
  // the state machine, and in the web app the deal pages' shared styles, hooks and words
  transitions: 0,
  styles: 0,
  lib: 0,
  api: 0,
  // reading a deal as each party sees it, every part included: what every step answers with
  view: 1,
  offers: 2,
  funding: 3,
  work: 3,
  reviews: 3,
  timers: 3,
  // a dispute keeps its evidence as a work submission
  endings: 4,
  // the deal page that shows every part, then the folder's own entry points (router, index, loaders)
  components: 8,
  '': 9,
};
const ORDER = 'transitions; view; offers; funding, work, reviews, timers; endings; the deal page';

export function createDealFoldersRule(root) {
  const dealRoots = ['packages/api/src/deals', 'packages/shared/src/deals', 'apps/web/src/features/deals'].map((p) =>
    resolve(root, p),
  );
  /** The sub-folder of a deal root a path sits in ('' for the root's own files), or undefined outside. */
  const partOf = (file) => {
    for (const dealRoot of dealRoots) {
      const rel = relative(dealRoot, file);
      if (rel.startsWith('..') || rel === '') continue;
      const segments = rel.split(sep);
      return { dealRoot, part: segments.length > 1 ? segments[0] : '' };
    }
    return undefined;
  };
  return {
    meta: {
      type: 'problem',
      messages: {
        upward: "deals/{{from}} must not import deals/{{to}}: the deal's sub-folders import one way ({{order}}).",
        unknown: "deals/{{part}} is not a known sub-folder of the deal's life: give it a rank in eslint/deal-folders-one-way.js.",
      },
      schema: [],
    },
    create(context) {
      const from = partOf(context.filename);
      if (!from) return {};
      if (!(from.part in RANKS)) {
        return { Program: (node) => context.report({ node, messageId: 'unknown', data: { part: from.part } }) };
      }
      const check = (node) => {
        if (!node || node.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
        const to = partOf(resolve(dirname(context.filename), node.value));
        if (!to || to.dealRoot !== from.dealRoot || to.part === from.part) return;
        if ((RANKS[to.part] ?? 9) >= RANKS[from.part]) {
          context.report({
            node,
            messageId: 'upward',
            data: { from: from.part || '(root)', to: to.part || '(root)', order: ORDER },
          });
        }
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}
