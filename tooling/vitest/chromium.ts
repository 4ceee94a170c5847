// Chromium on these machines, for every launcher of the workspace (Vitest, Playwright,
// Lighthouse). Kept apart from the Vitest preset so a launcher imports no test framework.

/** Debian's Chromium (toolchain.md); CHROME_PATH elsewhere. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's flags on these machines (toolchain.md): without the background-networking ones it
 * keeps calling hosts the sandbox refuses. Vitest's and Playwright's launches both use them.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
