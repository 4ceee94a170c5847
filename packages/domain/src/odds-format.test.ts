import { describe, expect, it } from 'vitest';
import {
  NO_ODDS,
  ODDS_CHANGE_POLICIES,
  ODDS_FORMATS,
  acceptsOddsChange,
  formatOddsAs,
  isOddsChangePolicy,
  isOddsFormat,
  parseOddsAs,
  type OddsFormat,
} from './odds-format';

/** Every 2-place decimal odds from 1.01 to 30.00, then whole odds to 1000 (the feeds' range). */
const TABLE: string[] = [
  ...Array.from({ length: 2900 }, (_, i) => {
    const cents = 101 + i;
    return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  }),
  ...Array.from({ length: 970 }, (_, i) => `${31 + i}.00`),
];

describe('formatOddsAs', () => {
  const rows: [string, Record<OddsFormat, string>][] = [
    [
      '1.85',
      {
        decimal: '1.85',
        hongkong: '0.85',
        malay: '0.85',
        indonesian: '-1.18',
        american: '-118',
        fractional: '17/20',
      },
    ],
    [
      '2.5',
      {
        decimal: '2.50',
        hongkong: '1.50',
        malay: '-0.67',
        indonesian: '1.50',
        american: '+150',
        fractional: '3/2',
      },
    ],
    [
      '2.00',
      {
        decimal: '2.00',
        hongkong: '1.00',
        malay: '1.00',
        indonesian: '1.00',
        american: '+100',
        fractional: '1/1',
      },
    ],
    [
      '1.91',
      {
        decimal: '1.91',
        hongkong: '0.91',
        malay: '0.91',
        indonesian: '-1.10',
        american: '-110',
        fractional: '10/11',
      },
    ],
    [
      '1.33',
      {
        decimal: '1.33',
        hongkong: '0.33',
        malay: '0.33',
        indonesian: '-3.03',
        american: '-303',
        fractional: '1/3',
      },
    ],
    [
      '11',
      {
        decimal: '11.00',
        hongkong: '10.00',
        malay: '-0.10',
        indonesian: '10.00',
        american: '+1000',
        fractional: '10/1',
      },
    ],
    [
      '1.01',
      {
        decimal: '1.01',
        hongkong: '0.01',
        malay: '0.01',
        indonesian: '-100.00',
        american: '-10000',
        fractional: '1/100',
      },
    ],
    [
      '1',
      {
        decimal: '1.00',
        hongkong: '0.00',
        malay: '0.00',
        indonesian: '0.00',
        american: '0',
        fractional: '0/1',
      },
    ],
  ];

  it.each(rows)('shows %s in every format', (odds, expected) => {
    for (const format of ODDS_FORMATS)
      expect([format, formatOddsAs(odds, format)]).toEqual([format, expected[format]]);
  });

  it('takes numbers as their shortest decimal text (no float drift)', () => {
    expect(formatOddsAs(1.1 + 0.2, 'decimal')).toBe('1.30');
    expect(formatOddsAs(1.15, 'hongkong')).toBe('0.15');
    expect(formatOddsAs(2.3, 'american')).toBe('+130');
  });

  it('rounds 3-place odds half away from zero', () => {
    expect(formatOddsAs('1.855', 'decimal')).toBe('1.86');
    expect(formatOddsAs('1.854', 'hongkong')).toBe('0.85');
  });

  it('shows NO_ODDS for values that are not odds', () => {
    for (const bad of ['', 'abc', '0.99', '-2', Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatOddsAs(bad, 'decimal')).toBe(NO_ODDS);
  });
});

describe('parseOddsAs', () => {
  const exact = ODDS_FORMATS.filter((format) => format !== 'malay');

  it.each(exact)('round-trips every 2-place odds exactly in %s', (format) => {
    const failures = TABLE.filter(
      (odds) => parseOddsAs(formatOddsAs(odds, format), format) !== odds,
    );
    expect(failures).toEqual([]);
  });

  it('round-trips malay exactly up to 2.00, where it shows d - 1', () => {
    const failures = TABLE.filter(
      (odds) => Number(odds) <= 2 && parseOddsAs(formatOddsAs(odds, 'malay'), 'malay') !== odds,
    );
    expect(failures).toEqual([]);
  });

  it('documents that malay above 2.00 cannot round-trip exactly (-1/p in 2 places)', () => {
    expect(formatOddsAs('2.50', 'malay')).toBe('-0.67');
    expect(parseOddsAs('-0.67', 'malay')).toBe('2.49');
  });

  it.each(ODDS_FORMATS)('is display-stable in %s: what is read back shows the same', (format) => {
    const failures = TABLE.filter((odds) => {
      const shown = formatOddsAs(odds, format);
      const back = parseOddsAs(shown, format);
      return back === null || formatOddsAs(back, format) !== shown;
    });
    expect(failures).toEqual([]);
  });

  it('reads the usual spellings', () => {
    expect(parseOddsAs(' 1.85 ', 'decimal')).toBe('1.85');
    expect(parseOddsAs('+150', 'american')).toBe('2.50');
    expect(parseOddsAs('150', 'american')).toBe('2.50');
    expect(parseOddsAs('-110', 'american')).toBe('1.91');
    expect(parseOddsAs('10/11', 'fractional')).toBe('1.91');
    expect(parseOddsAs('5 / 2', 'fractional')).toBe('3.50');
    expect(parseOddsAs('-1.18', 'indonesian')).toBe('1.85');
    expect(parseOddsAs('0.85', 'hongkong')).toBe('1.85');
  });

  it('refuses text that is not odds in the format', () => {
    const bad: [string, OddsFormat][] = [
      ['abc', 'decimal'],
      ['0.5', 'decimal'],
      ['-0.5', 'hongkong'],
      ['1.5', 'malay'],
      ['-1.5', 'malay'],
      ['0.5', 'indonesian'],
      ['-0.5', 'indonesian'],
      ['50', 'american'],
      ['-99', 'american'],
      ['1/0', 'fractional'],
      ['1.5', 'fractional'],
      ['1e2', 'decimal'],
    ];
    for (const [text, format] of bad)
      expect([text, format, parseOddsAs(text, format)]).toEqual([text, format, null]);
  });
});

describe('acceptsOddsChange', () => {
  it('always takes unchanged odds', () => {
    for (const policy of ODDS_CHANGE_POLICIES)
      expect(acceptsOddsChange(policy, '1.85', 1.85)).toBe(true);
  });

  it('asks for every change under ask', () => {
    expect(acceptsOddsChange('ask', '1.85', '1.90')).toBe(false);
    expect(acceptsOddsChange('ask', '1.85', '1.80')).toBe(false);
  });

  it('takes only better odds under better', () => {
    expect(acceptsOddsChange('better', '1.85', '1.90')).toBe(true);
    expect(acceptsOddsChange('better', '1.85', '1.84')).toBe(false);
  });

  it('takes any change under any', () => {
    expect(acceptsOddsChange('any', '1.85', '1.10')).toBe(true);
    expect(acceptsOddsChange('any', '1.85', '3.10')).toBe(true);
  });

  it('never takes values that are not odds', () => {
    expect(acceptsOddsChange('any', '1.85', 'x')).toBe(false);
    expect(acceptsOddsChange('any', '0', '1.5')).toBe(false);
  });
});

describe('guards', () => {
  it('recognise formats and policies', () => {
    expect(isOddsFormat('malay')).toBe(true);
    expect(isOddsFormat('roman')).toBe(false);
    expect(isOddsChangePolicy('better')).toBe(true);
    expect(isOddsChangePolicy(undefined)).toBe(false);
  });
});
