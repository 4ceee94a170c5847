// @ts-check
// The workspace's config (layer rules, TypeScript, React hooks) plus the app's own boundary:
// features do not import each other's internals (eslint/feature-boundaries.js).
import root from '../../eslint.config.js';
import { featureBoundaries } from './eslint/feature-boundaries.js';

export default [
  ...root,
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { app: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'app/feature-boundaries': 'error' },
  },
];
