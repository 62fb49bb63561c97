import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createDealFoldersRule } from './eslint/deal-folders-one-way.js';

const root = dirname(fileURLToPath(import.meta.url));
const webSrc = resolve(root, 'apps/web/src');
const featuresDir = resolve(webSrc, 'features');

/** The feature folder a file sits in (`features/<name>/...`), or undefined. */
function featureOf(file) {
  const rel = relative(featuresDir, file);
  if (rel.startsWith('..') || rel === '') return undefined;
  const [name, ...rest] = rel.split(sep);
  return rest.length > 0 ? name : undefined;
}

/** Where an import points, for relative paths and a `@/` or `~/` alias of src; undefined for packages. */
function importTarget(file, source) {
  if (source.startsWith('.')) return resolve(dirname(file), source);
  if (source.startsWith('@/') || source.startsWith('~/')) return resolve(webSrc, source.slice(2));
  return undefined;
}

/**
 * bulletproof-react's one-way rule: a feature may use shared code (components, lib, hooks) but never
 * another feature; what two features share moves down into shared code, and only app/ composes them.
 * The import is resolved to a path, so `../../other/x` is caught as well as `@/features/other/x`.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import from feature '{{to}}'. Move what they share into shared code, or compose them in app/.",
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = importTarget(context.filename, node.value);
      const to = target && featureOf(`${target}${sep}x`);
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/data/**',
      '.turbo/**',
      '**/.turbo/**',
      'coverage/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  // Syntax-only rules: no type information, so linting stays fast.
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Triple-slash references point tsc at local ambient declarations for untyped packages.
      '@typescript-eslint/triple-slash-reference': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { sponsorly: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'sponsorly/no-cross-feature-imports': 'error' },
  },
  {
    files: ['packages/*/src/deals/**/*.ts', 'apps/web/src/features/deals/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*fixtures.ts'],
    plugins: { deals: { rules: { 'one-way': createDealFoldersRule(root) } } },
    rules: { 'deals/one-way': 'error' },
  },
);
