// @ts-check
// The workspace's config (layer rules, TypeScript, React hooks) plus the app's own boundary:
// features do not import each other's internals (eslint/feature-boundaries.js); text comes from
// the one hook, useText() of '@bet/ui/text', not from react-i18next; links from lib/router/link,
// not from React Router.
import root from '../../eslint.config.js';
import { featureBoundaries } from './eslint/feature-boundaries.js';

export default [
  ...root,
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { app: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'app/feature-boundaries': 'error' },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'test/**/*.ts', 'test/**/*.tsx'],
    ignores: [
      // The app's string store itself.
      'src/lib/i18n/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              message:
                "Text comes from useText() of '@bet/ui/text' (keys such as 'common:nav.home'); the language from useLanguage() and the instance from useI18n() of lib/i18n/text.",
            },
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                "Links come from lib/router/link: React Router's carry the framework mode's prefetching into the first screen's JavaScript (issue 18).",
            },
          ],
        },
      ],
    },
  },
];
