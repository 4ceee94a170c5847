import { nodeConfig } from '@bet/vitest-config';

// Integration suites start PGlite (about 2.4 s each) and a real HTTP server: one server per file,
// files run in parallel on the two cores, and hooks get time for the database to boot.
export default nodeConfig({
  test: {
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
