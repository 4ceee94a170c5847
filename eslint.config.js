// @ts-check
// One flat config for the whole workspace. The layer rules of design.md live here:
// imports point downward only (apps -> app -> ui, i18n, api, wallet-socket -> domain).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REACT_STACK = [
  'react',
  'react-dom',
  'react-dom/*',
  'styled-components',
  'react-i18next',
  'jotai',
  '@tanstack/react-query',
];

/** @param {string[]} names @param {string} why */
const ban = (names, why) => names.map((name) => ({ group: [name, `${name}/*`], message: why }));

/** Framework-free core: no React, no styled-components, no UI layer. */
const frameworkFree = (/** @type {string[]} */ extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...ban(
          REACT_STACK,
          'Framework-free package: no React or styling here (design.md, layers).',
        ),
        ...ban(
          ['@bet/ui', '@bet/app', '@bet/i18n', '@bet/server'],
          'Imports point downward only (design.md).',
        ),
        ...ban(extra, 'Imports point downward only (design.md).'),
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/.tools/**',
      '**/.data/**',
      '**/storybook-static/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Layer rules.
  {
    files: ['packages/domain/**'],
    rules: frameworkFree(['@bet/api', '@bet/wallet-socket', 'ky', 'partysocket']),
  },
  { files: ['packages/api/**'], rules: frameworkFree(['@bet/wallet-socket']) },
  { files: ['packages/wallet-socket/**'], rules: frameworkFree() },
  {
    files: ['packages/ui/**', 'packages/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ban(
            ['@bet/app', '@bet/api', '@bet/wallet-socket', '@bet/server'],
            'Imports point downward only (design.md).',
          ),
        },
      ],
    },
  },
  {
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ban(
            [...REACT_STACK, '@bet/app', '@bet/ui', '@bet/wallet-socket'],
            'The server imports domain and the contract of api only (design.md).',
          ),
        },
      ],
    },
  },
  // Tests, stories and benchmarks may log.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.bench.ts', '**/scripts/**', '**/*.stories.tsx'],
    rules: { 'no-console': 'off' },
  },
);
