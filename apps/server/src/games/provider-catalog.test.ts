import { CARD_WALLET_GAME_ID, NG_PLATFORMS } from '@bet/domain/games';
import { describe, expect, it } from 'vitest';
import { findProviderGame, NG_PLATFORMS as SERVED_PLATFORMS } from './provider-catalog.ts';

describe('third-party wallets the app names', () => {
  it('knows the card game the wallet transfers name, and serves the NG platforms of the domain', () => {
    expect(findProviderGame('ky', String(CARD_WALLET_GAME_ID))).toBeDefined();
    expect(SERVED_PLATFORMS).toBe(NG_PLATFORMS);
  });
});
