// The starter's entry: the preset's bundle of it (starterSource) writes the brand's configuration
// in for STARTER_CONFIG's name.
import { preloadHomeCode, preloadStartStrings } from './start-code';
import { startEarlyReads, type StarterConfig } from './starter';

declare const __BET_EARLY__: StarterConfig;

startEarlyReads(__BET_EARLY__);
preloadStartStrings(__BET_EARLY__, document.currentScript);
preloadHomeCode(__BET_EARLY__, document.currentScript);
