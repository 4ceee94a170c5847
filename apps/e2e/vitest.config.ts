import { nodeConfig } from '@bet/vitest-config';

// Unit tests of the harness's own logic (brand discovery, the budget's sums); the
// end-to-end suite itself runs under Playwright (`pnpm e2e`).
export default nodeConfig();
