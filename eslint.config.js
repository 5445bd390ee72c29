import { readdirSync, readFileSync } from 'node:fs';
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
/**
 * A feature's public faces: other features and app/ import it through these files only: its index.ts, and
 * narrow entries named `*.entry.ts` for a lazy import that must stay small (the sign-in page's).
 */
const featureIndex = [
  path.join(repoRoot, featuresDir, '*', 'index.ts'),
  path.join(repoRoot, featuresDir, '*', '*.entry.ts'),
];

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
    except: [path.join(repoRoot, featuresDir, feature, '**'), ...featureIndex],
    message: `Import another feature through its index.ts (or a *.entry.ts) only, not a file inside it.`,
  })),
  {
    target: [`${webSrc}/app`],
    from: [`${featuresDir}/*/**`],
    except: featureIndex,
    message: 'app/ imports a feature through its index.ts (or a *.entry.ts) only.',
  },
];

/**
 * Layers of the server (docs/ARCHITECTURE.md, "Server layout"; ADR 0035), lowest first. A module may import
 * the platform and the modules listed before it (its own layer's earlier ones included), never one listed
 * after it: the order is a total one, so module imports cannot form a cycle. `modules/<name>/*.routes.ts`
 * are a module's HTTP edge: they alone may import the access scopes (which sit on top of identity), and
 * only app.ts imports them. Every folder of modules/ must be listed here (the lint refuses to start).
 */
const serverSrc = 'apps/server/src';
const serverLayers = [
  {
    layer: 'identity',
    modules: [
      'firms',
      'users',
      'audit',
      'branding',
      'subscriptions',
      'attempts',
      'one-time-codes',
      // passkeys: credentials and their ceremonies (ADR 0044), used by auth's sign-in steps.
      'passkeys',
      'auth',
    ],
  },
  { layer: 'firm workflows', modules: ['invites', 'firm-signup'] },
  {
    layer: 'apps',
    modules: [
      'passwords',
      // retention: the firm's retention periods and clients' legal holds (ADR 0050), asked by documents' deletes.
      'retention',
      'documents',
      'document-requests',
      'document-links',
      'emergency',
      'recovery',
      'pin-reset',
      'account-settings',
      'signup',
    ],
  },
  {
    layer: 'consoles and site',
    // demo/: the demo firm's seed (main.ts seed-demo, and /dev's e2e worlds), built from the modules below.
    modules: [
      'clients',
      'account-requests',
      'provider',
      'team',
      // incident-notices: the provider's and advisors' notices, read at sign-in (ADR 0053).
      'incident-notices',
      // firm-export: the firm's data as one ZIP (ADR 0052), for its advisor and the provider.
      'firm-export',
      'site',
      'health',
      { name: 'demo', dir: 'demo' },
      'dev',
    ],
  },
  { layer: 'operations', modules: ['firm-deletion'] },
];
const serverModules = serverLayers.flatMap(({ layer, modules }) =>
  modules.map((m) =>
    typeof m === 'string' ? { name: m, dir: `modules/${m}`, layer } : { name: m.name, dir: m.dir, layer },
  ),
);
const unlistedModules = readdirSync(path.join(repoRoot, serverSrc, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !serverModules.some((m) => m.dir === `modules/${entry.name}`))
  .map((entry) => entry.name);
if (unlistedModules.length > 0) {
  throw new Error(
    `eslint.config.js: add ${unlistedModules.join(', ')} to serverLayers (a server module needs its place in the layers)`,
  );
}
/** Absolute globs under apps/server/src (a plain file name is made a one-name glob: a zone's `from` takes globs only). */
const src = (...globs) =>
  globs.map((glob) => {
    const full = path.join(repoRoot, serverSrc, glob);
    return /[*?{}()[\]!]/.test(glob) ? full : path.join(path.dirname(full), `@(${path.basename(full)})`);
  });
/** Test support: what tests use and production code never imports. */
const serverTestSupport = [
  'test/**',
  '**/*.test.ts',
  '**/*.fixtures.ts',
  '**/*.world.ts',
  'http/authorization-matrix.ts',
  'http/authorization-matrix.*.ts',
];
/** The access scopes and the plugins built on them: above identity (they load sessions), below every route. */
const httpAccess = src(
  'http/access-*.ts',
  'http/request-app.ts',
  'http/tenancy.plugin.ts',
  'http/spa.plugin.ts',
);
/** Platform: no module, no access scope. */
const serverPlatform = src(
  'lib/**',
  'config.ts',
  'db/!(backup)/**',
  'db/*.ts',
  'infra/**',
  'http/!(access-*|request-app|tenancy.plugin|spa.plugin).ts',
  'jobs/scheduler.ts',
  'jobs/job-lease*.ts',
);
/** What wires the app together (app-context.ts only as a type: every layer takes `ctx: AppContext`). */
const serverComposition = src('app.ts', 'main.ts', 'jobs/jobs.ts', 'jobs/*.job.ts', 'db/backup/**');
const routesFiles = src('modules/**/*.routes.ts');
const moduleFiles = (name) => src(`${serverModules.find((m) => m.name === name).dir}/**`);
const serverBoundaryZones = [
  {
    target: serverPlatform,
    from: [...src('modules/**'), ...httpAccess, ...serverComposition],
    message:
      'The platform (lib, config, db, infra, http, the job scheduler) imports no module: pass what it needs in, or move the code into the module that owns it.',
  },
  {
    target: httpAccess,
    from: [
      ...serverModules
        .slice(serverModules.findIndex((m) => m.name === 'auth') + 1)
        .flatMap((m) => moduleFiles(m.name)),
      ...routesFiles,
      ...serverComposition,
    ],
    message: 'The access scopes sit on top of identity (firms … auth): they import no module above it.',
  },
  ...serverModules.map(({ name, layer }, index) => ({
    target: moduleFiles(name),
    from: [...serverModules.slice(index + 1).flatMap((m) => moduleFiles(m.name)), ...serverComposition],
    message: `${name} (layer ${layer}) must not import a module listed after it in serverLayers, nor app.ts, main.ts, the job list or db/backup (eslint.config.js; docs/ARCHITECTURE.md "Server layout"): move the code into the lower module that owns its data, or pass a function in from above.`,
  })),
  ...serverModules.map(({ name, dir, layer }) => ({
    target: src(`${dir}/**/!(*.routes).ts`),
    from: httpAccess,
    message: `Only a routes file takes the access scopes; ${name} (layer ${layer}) keeps its services free of them.`,
  })),
  {
    target: src('*/**', '!(app).ts'),
    from: routesFiles,
    message: 'Routes files are registered by app.ts only: import the service behind them instead.',
  },
  {
    target: src('**'),
    from: src(...serverTestSupport),
    message:
      'Production code must not import test support (apps/server/src/test/**, *.fixtures.ts, *.world.ts, the authorization matrix).',
  },
];

const noEnums = { selector: 'TSEnumDeclaration', message: 'Use `as const` objects, not enums.' };
const sqlOnlyInRepositories =
  "SQL lives in repositories (*.repository.ts) and db/: add a named method to the owning module's repository.";
/** Server production code outside repositories and db/ builds no query: it calls a repository (docs/ARCHITECTURE.md). */
const noSqlOutsideRepositories = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|selectNoFrom)$/]',
    message: sqlOnlyInRepositories,
  },
  { selector: 'TaggedTemplateExpression[tag.name="sql"]', message: sqlOnlyInRepositories },
  { selector: 'TaggedTemplateExpression[tag.object.name="sql"]', message: sqlOnlyInRepositories },
];

/**
 * `ctx.repos` holds every module's repository, so the layers hold for it too: a module's code may use the
 * repositories of its own module and of the modules listed before it (and the platform's), never a later one's.
 * The key → module map is read from app-context.ts (`key: new XRepository(` and that class's import path).
 */
const appContextSource = readFileSync(path.join(repoRoot, serverSrc, 'app-context.ts'), 'utf8');
const repositoryModule = new Map(
  [...appContextSource.matchAll(/import \{ (\w+) \} from '\.\/modules\/([\w-]+)\//g)].map((m) => [
    m[1],
    m[2],
  ]),
);
const repositoryKeys = [...appContextSource.matchAll(/^\s+(\w+): new (\w+)\(/gm)].map((m) => ({
  key: m[1],
  module: repositoryModule.get(m[2]) ?? null,
}));
const moduleOrder = serverModules.map((m) => m.name);
/** The `ctx.repos.<key>` a module must not use: those of the modules after it. */
const higherRepositories = (name) =>
  repositoryKeys
    .filter((r) => r.module !== null && moduleOrder.indexOf(r.module) > moduleOrder.indexOf(name))
    .map((r) => r.key);
const noHigherRepositories = (name) => {
  const keys = higherRepositories(name);
  return keys.length === 0
    ? []
    : [
        {
          selector: `MemberExpression[object.property.name="repos"][property.name=/^(${keys.join('|')})$/]`,
          message: `${name} must not use the repository of a module listed after it in serverLayers (eslint.config.js; docs/ARCHITECTURE.md "Layers"): ask a lower module, or have app.ts or the job hand a function in.`,
        },
      ];
};
/** Per module: the SQL rule (outside its repositories) and its `ctx.repos` reach, in one no-restricted-syntax each. */
const serverModuleSyntaxBlocks = serverModules
  .filter((m) => m.dir.startsWith('modules/'))
  .flatMap((m) => [
    {
      files: [`${serverSrc}/${m.dir}/**/*.ts`],
      ignores: [`${serverSrc}/**/*.test.ts`, `${serverSrc}/**/*.repository.ts`],
      rules: {
        'no-restricted-syntax': [
          'error',
          noEnums,
          ...noSqlOutsideRepositories,
          ...noHigherRepositories(m.name),
        ],
      },
    },
    {
      files: [`${serverSrc}/${m.dir}/**/*.repository.ts`],
      rules: { 'no-restricted-syntax': ['error', noEnums, ...noHigherRepositories(m.name)] },
    },
  ]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.e2e-data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'apps/extension/.output/**',
      'apps/extension/.wxt/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noEnums],
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
  {
    files: [`${serverSrc}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: {
      // Every server file, tests included: no file imports itself back through a chain of imports.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${serverSrc}/**/*.ts`],
    ignores: serverTestSupport.map((glob) => `${serverSrc}/${glob}`),
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: serverBoundaryZones }],
    },
  },
  {
    files: [`${serverSrc}/**/*.ts`],
    ignores: [
      `${serverSrc}/**/*.repository.ts`,
      `${serverSrc}/db/**`,
      `${serverSrc}/**/*.test.ts`,
      ...serverTestSupport.map((glob) => `${serverSrc}/${glob}`),
    ],
    rules: {
      'no-restricted-syntax': ['error', noEnums, ...noSqlOutsideRepositories],
    },
  },
  ...serverModuleSyntaxBlocks,
);
