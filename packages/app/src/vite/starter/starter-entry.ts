// The starter's entry: the preset's bundle of it (starterSource) writes the brand's configuration
// in for STARTER_CONFIG's name.
import { preloadHomeCode, startEarlyReads, type StarterConfig } from './starter';

declare const __BET_EARLY__: StarterConfig;

startEarlyReads(__BET_EARLY__);
preloadHomeCode(__BET_EARLY__, document.currentScript);
