import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Layers import one way (STYLE.md): schemas → src/lib → platform → widgets → src/api, src/state →
 * src/runtime → src/app, src/admin; the server reads schemas, src/lib, platform and widgets, never
 * the browser's runtime, state, API client or screens; inside the server, routes → services →
 * repositories. Each folder lists what it must not import.
 */
const SERVER = '**/server/**';
/** A folder of src/, as named from anywhere (`…/src/app/x`) and from inside src/ (`../app/x`, `../../app/x`). */
const src = (name) => [`**/src/${name}/**`, `../${name}/**`, `../../${name}/**`, `../../../${name}/**`];
const BROWSER = ['runtime', 'app', 'admin', 'state', 'api'].flatMap(src);
const restrict = (group) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message: 'Imports go one way: schemas → src/lib → platform → widgets → src/api, src/state → src/runtime → src/app, src/admin; the server never imports the browser layers, and inside it routes → services → repositories.' }] }],
});
const TESTS = ['**/*.test.{ts,tsx}', '**/*.stories.tsx'];
const layers = [
  // Schemas and src/lib are one layer (schemas read constants; src/lib reads schemas' types).
  { files: ['schemas/**/*.ts'], ignores: ['schemas/emit.ts', 'schemas/emit-widgets.ts', 'schemas/fingerprint.ts', ...TESTS], group: ['**/platform/**', '**/widgets/**', ...BROWSER, SERVER] },
  { files: ['src/lib/**/*.{ts,tsx}'], ignores: TESTS, group: ['**/platform/**', '**/widgets/**', ...BROWSER, SERVER] },
  { files: ['platform/**/*.ts'], ignores: TESTS, group: ['**/widgets/**', ...BROWSER, SERVER] },
  { files: ['widgets/**/*.{ts,tsx}'], ignores: TESTS, group: [...BROWSER, SERVER] },
  { files: ['src/state/**/*.{ts,tsx}'], ignores: TESTS, group: [...src('runtime'), ...src('app'), ...src('admin'), SERVER] },
  { files: ['src/api/**/*.{ts,tsx}'], ignores: TESTS, group: [...src('runtime'), ...src('app'), ...src('admin'), SERVER] },
  { files: ['src/runtime/**/*.{ts,tsx}'], ignores: TESTS, group: [...src('app'), ...src('admin'), SERVER] },
  // The game studio's engines (server/games) are pure functions the play-money screen runs in the browser too.
  { files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'], ignores: TESTS, group: [...src('admin'), SERVER, '!**/server/games', '!**/server/games/**'] },
  { files: ['src/admin/**/*.{ts,tsx}'], ignores: TESTS, group: [...src('app'), SERVER] },
  { files: ['server/**/*.ts'], ignores: TESTS, group: BROWSER },
  // The server's own layers: routes (HTTP) → services (rules) → repositories (SQL). A route reaches
  // the database through a service; a repository knows no request, rule or route.
  { files: ['server/routes/**/*.ts'], ignores: TESTS, group: [...BROWSER, '**/repositories/**'] },
  { files: ['server/services/**/*.ts', 'server/lib/**/*.ts'], ignores: TESTS, group: [...BROWSER, '**/routes/**'] },
  { files: ['server/repositories/**/*.ts'], ignores: TESTS, group: [...BROWSER, '**/routes/**', '**/services/**', '../lib/**', '**/server/lib/**', 'fastify'] },
].map(({ files, ignores, group }) => ({ files, ignores, rules: restrict(group) }));

/** A service holds the rules and the transactions: the SQL it runs is a repository's, called with its `trx`. */
const QUERY_BUILDERS = "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]";
const servicesRunNoSql = {
  files: ['server/services/**/*.ts', 'server/games/studio/**/*.ts'],
  ignores: TESTS,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: [...BROWSER, '**/routes/**'], message: 'Imports go one way: inside the server, routes → services → repositories.' },
          { group: ['kysely'], allowTypeImports: true, message: 'SQL lives in server/repositories; a service calls a repository (types from kysely are fine).' },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: QUERY_BUILDERS, message: 'SQL lives in server/repositories; a service calls a repository, passing its transaction.' },
      { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL lives in server/repositories; a service calls a repository, passing its transaction.' },
    ],
  },
};

/** A route is HTTP only: the SQL it needs is a repository's, reached through a service. */
const routesRunNoSql = {
  files: ['server/routes/**/*.ts'],
  ignores: TESTS,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: [...BROWSER, '**/repositories/**'], message: 'Inside the server, routes → services → repositories: a route reaches the database through a service.' },
          { group: ['kysely'], allowTypeImports: true, message: 'SQL lives in server/repositories; a route calls a service.' },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: QUERY_BUILDERS, message: 'SQL lives in server/repositories; a route calls a service.' },
      { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL lives in server/repositories; a route calls a service.' },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'schemas/generated/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  ...layers,
  routesRunNoSql,
  servicesRunNoSql,
);
