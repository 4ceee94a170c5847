// The languages the application has its own strings, help pages and how-to-play guides in: all
// eleven of the product (spec section 9). A brand offers a subset (defineBrand checks it); the
// coverage tests check every one is complete.
import { LANGUAGE_CODES } from '@bet/domain/languages';

export const APP_LANGUAGES = LANGUAGE_CODES;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
