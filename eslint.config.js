import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const repoRoot = import.meta.dirname;
const webSrc = 'apps/web/src';
const featuresDir = `${webSrc}/features`;
const webFeatures = readdirSync(path.join(repoRoot, featuresDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A feature's public face: other features and app/ import it through this file only. */
const featureIndex = path.join(repoRoot, featuresDir, '*', 'index.ts');

/**
 * Boundaries of the web app (import-x/no-restricted-paths):
 * - shared components/ and lib/ never import a feature or app/ (which imports the features);
 * - code outside a feature (another feature, app/) imports it only through its index.ts.
 */
const webBoundaryZones = [
  {
    target: [`${webSrc}/components`, `${webSrc}/lib`],
    from: [featuresDir, `${webSrc}/app`],
    message:
      'Shared components/ and lib/ must not depend on a feature or on app/: move the code into lib/ or components/.',
  },
  ...webFeatures.map((feature) => ({
    target: [`${featuresDir}/${feature}`],
    from: [`${featuresDir}/*/**`],
    except: [path.join(repoRoot, featuresDir, feature, '**'), featureIndex],
    message: `Import another feature through its index.ts only (features/<name>/index.ts), not a file inside it.`,
  })),
  {
    target: [`${webSrc}/app`],
    from: [`${featuresDir}/*/**`],
    except: [featureIndex],
    message: 'app/ imports a feature through its index.ts only (features/<name>/index.ts).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.e2e-data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use `as const` objects, not enums.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed to follow their imports (no-cycle) and resolved without extensions.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: webBoundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
