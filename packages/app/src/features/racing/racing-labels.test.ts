import { resources } from '@bet/i18n/resources';
import { interpolate, type Text } from '@bet/ui/text';
import { describe, expect, it } from 'vitest';
import { PK10_SUBSETS } from '@bet/domain/racing';
import { lineLabel, positionName, racingPickLabel, subsetName } from './racing-labels';

/** English, straight from the locale files. */
function english(lng: 'en' | 'zh' = 'en'): Text {
  return (key, values) => {
    const [ns = '', path = ''] = key.split(':');
    let node: unknown = resources[lng][ns as keyof (typeof resources)['en']];
    for (const part of path.split('.')) {
      node = typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined;
    }
    if (typeof node !== 'string') throw new Error(`no string for ${key}`);
    return interpolate(node, values);
  };
}

const t = english();

describe('racingPickLabel', () => {
  it('names the group, then the line', () => {
    expect(racingPickLabel(t, { type: 'twoSide', position: 1, side: 'big' })).toBe(
      'Champion · Big',
    );
    expect(racingPickLabel(t, { type: 'sumValue', sum: 11 })).toBe('Sum 11');
    expect(racingPickLabel(t, { type: 'sumSide', side: 'odd' })).toBe('Sum · Odd');
    expect(racingPickLabel(t, { type: 'position', position: 3, car: 7 })).toBe('Third · Car 7');
    expect(racingPickLabel(t, { type: 'dragonTiger', position: 1, pick: 'dragon' })).toBe(
      'Champion vs Tenth · Dragon',
    );
    expect(racingPickLabel(t, { type: 'dragonTiger', position: 4, pick: 'tiger' })).toBe(
      'Fourth vs Seventh · Tiger',
    );
  });

  it('reads in the member language', () => {
    expect(
      racingPickLabel(english('zh'), { type: 'dragonTiger', position: 2, pick: 'tiger' }),
    ).toBe('亚军对第九名 · 虎');
  });
});

describe('board labels', () => {
  it('give each line its short label', () => {
    expect(lineLabel(t, { type: 'sumValue', sum: 3 })).toBe('3');
    expect(lineLabel(t, { type: 'sumSide', side: 'even' })).toBe('Even');
    expect(lineLabel(t, { type: 'position', position: 9, car: 10 })).toBe('Car 10');
  });

  it('name the positions and every subset', () => {
    expect([1, 2, 10].map((p) => positionName(t, p))).toEqual(['Champion', 'Runner-up', 'Tenth']);
    expect(PK10_SUBSETS.map((s) => subsetName(t, s))).toEqual([
      'Two sides',
      'Champion + runner-up sum',
      'Champion to fifth',
      'Sixth to tenth',
      'Dragon vs tiger',
    ]);
  });
});
