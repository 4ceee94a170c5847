// The strings the first render waits for (issue 18), in one place for the app's i18n instance
// (app-i18n.ts) and the starter, which fetches them with the HTML (vite/starter/start-code.ts).

/** Where a brand serves @bet/i18n's locales folder, unless createBrandApp is told otherwise. */
export const LOCALES_PATH = '/locales';

/**
 * Loaded before the first render: the shell's strings. Routes (and the footer, after the first
 * render) load the rest with useNamespaces.
 */
export const START_NAMESPACES = ['common', 'ui'] as const;
