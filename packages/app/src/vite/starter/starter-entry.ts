// The starter's entry: the preset's bundle of it (starterSource) writes the brand's configuration
// in for STARTER_CONFIG's name.
import { preloadHomeCode, preloadStartStrings } from './start-code';
import { detectedLanguage, startEarlyReads, type StarterConfig } from './starter';

declare const __BET_EARLY__: StarterConfig;

// The language the app will detect, detected once for the reads and the strings.
const language = detectedLanguage(__BET_EARLY__);
startEarlyReads(__BET_EARLY__, language);
preloadStartStrings(__BET_EARLY__, document.currentScript, language);
preloadHomeCode(__BET_EARLY__, document.currentScript);
