// The languages the application has its own strings and help content for. A brand offers a
// subset (defineBrand checks it); the coverage tests check every one is complete.
export const APP_LANGUAGES = ['pt', 'en', 'es', 'bn'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
