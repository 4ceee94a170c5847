// The note the bet slip shows beside bd estimates (betting:bdPayoutNote) quotes, in every language,
// the pool's 65% share and the 0.65 that @bet/domain scales bd payouts by.
import { LANGUAGE_CODES } from '@bet/domain/languages';
import { BD_PAYOUT_SCALE } from '@bet/domain/parlay';
import { describe, expect, it } from 'vitest';
import { resources } from './resources';

const share = BD_PAYOUT_SCALE * 100;
const scale = new RegExp(String(BD_PAYOUT_SCALE).replace('.', '[.,]'));

describe('betting:bdPayoutNote', () => {
  it.each(LANGUAGE_CODES)('%s quotes the 65%% share and the 0.65', (lng) => {
    const note = (resources[lng].betting as { bdPayoutNote?: string }).bdPayoutNote ?? '';
    expect(note).toMatch(new RegExp(`${share}\\s?%|%\\s?${share}`));
    expect(note).toMatch(scale);
  });
});
