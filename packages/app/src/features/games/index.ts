// Public API of the games feature: the providers behind /game/{type}, the loader's paths and the
// grid of game cards.
export { GAME_PROVIDERS, providerOfType, type GameProvider } from './game-providers';
export { gamePath } from './lobby-games';
export { GameGrid, GameGridSkeleton } from './game-grid';
