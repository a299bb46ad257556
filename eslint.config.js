import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Layers import one way: lib/schemas → widgets → runtime → app (STYLE.md). */
const restrict = (groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map((group) => ({ group, message: 'Imports go one way: lib/schemas → widgets → runtime → app.' })) }],
});

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
  { files: ['widgets/**/*.{ts,tsx}'], ignores: ['widgets/**/*.stories.tsx', 'widgets/**/*.test.tsx'], rules: restrict([['**/src/runtime/**', '**/src/app/**', '**/src/state/**', '**/src/api/**']]) },
  { files: ['src/lib/**/*.{ts,tsx}', 'schemas/**/*.ts'], ignores: ['schemas/emit.ts', 'schemas/fingerprint.ts'], rules: restrict([['**/widgets/**', '**/src/runtime/**', '**/src/app/**', '**/src/state/**', '**/src/api/**']]) },
  { files: ['src/runtime/**/*.{ts,tsx}'], rules: restrict([['**/src/app/**']]) },
);
