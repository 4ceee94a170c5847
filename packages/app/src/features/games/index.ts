// Public API of the games feature: the providers behind /game/{type} and the loader's paths.
export { GAME_PROVIDERS, providerOfType, type GameProvider } from './game-providers';
export { gamePath } from './lobby-games';
