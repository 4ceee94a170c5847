import { createI18n } from '@bet/i18n';
import { resources } from '@bet/i18n/resources';
import type { MarkSixSelection } from '@bet/domain/mark-six';
import type { Text } from '@bet/ui/text';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nTranslate } from '../../../lib/i18n/text';
import { markSixPickLabel } from './pick-label';

let en: Text;
let zh: Text;

beforeAll(async () => {
  const i18n = createI18n({
    supported: ['en', 'zh'],
    language: 'en',
    backend: { kind: 'resources', resources },
    storage: null,
  });
  await i18n.loadNamespaces(['common', 'lottery']);
  await i18n.loadLanguages('zh');
  const text = (lng: string): Text => {
    const translate = i18nTranslate(i18n, lng);
    return (key, values) => translate(key, values) ?? `missing ${key}`;
  };
  en = text('en');
  zh = text('zh');
});

describe('markSixPickLabel', () => {
  it.each<[MarkSixSelection, string]>([
    [{ type: 'specialCode', ball: 7 }, 'Special number 07'],
    [{ type: 'numberCode', ball: 23 }, 'Regular number 23'],
    [{ type: 'specialCodeSide', side: 'sumBig' }, 'Special number Digit sum big'],
    [{ type: 'numberCodeSide', position: 3, side: 'big' }, 'No.3 Big'],
    [{ type: 'specialCodeColor', pick: { color: 'green' } }, 'Special number Green'],
    [{ type: 'numberCodeColor', position: 2, pick: { color: 'red', side: 'odd' } }, 'No.2 Red Odd'],
    [{ type: 'specialCodeAnimal', animal: 'goat' }, 'Special zodiac Goat'],
    [
      { type: 'specialCodeMergeAnimal', animals: ['tiger', 'rat', 'ox'] },
      'Merged zodiacs: Rat, Ox, Tiger',
    ],
    [{ type: 'specialCodeTail', tail: 0 }, 'Special number ends in 0'],
    [{ type: 'tail', tail: 5 }, 'A number ends in 5'],
    [
      { type: 'specialCodeCombinationZodiacs', level: 2, animals: ['dog', 'rat', 'pig'] },
      'Combination of 2: Rat, Dog, Pig',
    ],
  ])('%j reads "%s"', (selection, label) => {
    expect(markSixPickLabel(en, selection)).toBe(label);
  });

  it('follows the language, its animal names and list separator', () => {
    expect(
      markSixPickLabel(zh, { type: 'specialCodeMergeAnimal', animals: ['ox', 'rat', 'tiger'] }),
    ).not.toMatch(/[A-Za-z]{2}|missing/);
    expect(markSixPickLabel(zh, { type: 'specialCodeAnimal', animal: 'horse' })).toContain('马');
  });
});
