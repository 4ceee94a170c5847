// Public API of the language feature.
export { LanguageButton } from './language-button';
