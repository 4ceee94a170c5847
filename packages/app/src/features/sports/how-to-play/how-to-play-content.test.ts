// Every how-to-play guide exists, with real content, in every app language, and quotes the
// figures @bet/domain settles with (so the text cannot drift from the product unnoticed).
import { MAX_PARLAY_LEGS } from '@bet/domain/constants';
import { BD_PAYOUT_SCALE } from '@bet/domain/parlay';
import {
  MAX_PRIZE_TIERS,
  POSTPONEMENT_VOID_HOURS,
  TAX_RATE,
  TAX_THRESHOLD,
} from '@bet/domain/sports-rules';
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES } from '../../../brand/app-languages';
import { HOW_TO_PLAY_SPORTS, howToPlayLanguages, loadHowToPlay } from './how-to-play-pages';

/**
 * Bengali digits as ASCII, and numbers without group separators: '২০,০০০', '20.000' and
 * '20 000' (a no-break space, as Russian writes it) -> '20000'.
 */
function plain(text: string): string {
  return text
    .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .replace(/(\d)[.,\u00a0\u202f ](\d{3})(?!\d)/g, '$1$2');
}

/** Real content, measured in UTF-8 bytes so that a compact script (Chinese) is not 'short'. */
const bytes = (text: string) => new TextEncoder().encode(text).length;

/** A decimal as any of the languages writes it: 0.65 or 0,65. */
const decimal = (value: number) => new RegExp(String(value).replace('.', '[.,]'));

describe('how-to-play content', () => {
  it('exists in every app language', () => {
    expect(howToPlayLanguages()).toEqual([...APP_LANGUAGES].sort());
  });

  describe.each(APP_LANGUAGES)('%s', (lng) => {
    it.each(HOW_TO_PLAY_SPORTS)('%s is a real guide with the void rule', async (sport) => {
      const text = await loadHowToPlay(sport, [lng]);
      expect(bytes(text), `${lng}/${sport}`).toBeGreaterThan(800);
      expect(text, `${lng}/${sport}`).toMatch(/^# /m);
      expect(plain(text)).toContain(String(POSTPONEMENT_VOID_HOURS));
    });

    it.each(['soccer', 'basketball', 'bd'] as const)(
      '%s quotes the parlay, prize and tax rules',
      async (sport) => {
        const text = plain(await loadHowToPlay(sport, [lng]));
        expect(text).toContain(String(MAX_PARLAY_LEGS));
        for (const cap of MAX_PRIZE_TIERS) expect(text).toContain(String(cap));
        expect(text).toContain(String(TAX_THRESHOLD));
        // '20%', '20 %' or, in Turkish, '%20'.
        const rate = TAX_RATE * 100;
        expect(text).toMatch(new RegExp(`${rate}\\s?%|%\\s?${rate}`));
        // Only bd scales its payouts (spec section 9).
        expect(decimal(BD_PAYOUT_SCALE).test(text)).toBe(sport === 'bd');
      },
    );

    it('bd explains the 0.65: the pool pays back 65% of the stakes', async () => {
      const text = await loadHowToPlay('bd', [lng]);
      const share = BD_PAYOUT_SCALE * 100;
      // '65%', '65 %' or, in Turkish, '%65'; and the Chinese name the bettor knows.
      expect(text).toMatch(new RegExp(`${share}\\s?%|%\\s?${share}`));
      expect(text).toMatch(/北京单场|北京単場/);
    });
  });
});
