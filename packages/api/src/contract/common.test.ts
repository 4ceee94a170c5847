import { describe, expect, it } from 'vitest';
import {
  amountSchema,
  betRefusalSchema,
  currencySchema,
  oddsChangedSchema,
  emptySchema,
  gameIdSchema,
  launchUrlSchema,
  myBetStatusSchema,
  pageQuerySchema,
  positiveAmountSchema,
  queryInt,
  rateSchema,
  textSchema,
} from './common';
import * as z from 'zod';

describe('amounts are exact decimal strings', () => {
  it.each([
    ['12.5', '12.5'],
    [' 100 ', '100'],
    ['0.000001', '0.000001'],
    [12.5, '12.5'],
    [-3, '-3'],
  ])('%j -> %j', (input, output) => {
    expect(amountSchema.parse(input)).toBe(output);
  });

  it.each([0.1 + 0.2, 1e21, '1.0000001', '1,5', '', 'abc', NaN, Infinity])(
    'refuses %j',
    (input) => {
      expect(amountSchema.safeParse(input).success).toBe(false);
    },
  );

  it('a stake is above zero', () => {
    expect(positiveAmountSchema.parse('0.01')).toBe('0.01');
    expect(positiveAmountSchema.safeParse('0').success).toBe(false);
    expect(positiveAmountSchema.safeParse('0.000').success).toBe(false);
    expect(positiveAmountSchema.safeParse('-1').success).toBe(false);
  });

  it('odds and rates are non-negative decimals', () => {
    expect(rateSchema.parse(1.85)).toBe('1.85');
    expect(rateSchema.parse('0.000185')).toBe('0.000185');
    expect(rateSchema.safeParse('-1.2').success).toBe(false);
  });
});

describe('query values', () => {
  it('integers come as numbers or digits and are range-checked', () => {
    const limit = queryInt(1, 100);
    expect(limit.parse('20')).toBe(20);
    expect(limit.parse(20)).toBe(20);
    expect(limit.safeParse('0').success).toBe(false);
    expect(limit.safeParse('2.5').success).toBe(false);
    expect(limit.safeParse('101').success).toBe(false);
    expect(pageQuerySchema.parse({ start: '0', limit: '10' })).toEqual({ start: 0, limit: 10 });
  });

  it('game ids are those of spec section 3', () => {
    expect(gameIdSchema.parse(29)).toBe(29);
    expect(gameIdSchema.parse('10')).toBe(10);
    expect(gameIdSchema.safeParse(16).success).toBe(false);
    expect(gameIdSchema.safeParse('x').success).toBe(false);
  });

  it('a my-bets status filter is a bet status or -1, as a number or its digits', () => {
    expect(myBetStatusSchema.parse('-1')).toBe(-1);
    expect(myBetStatusSchema.parse('16')).toBe(16);
    expect(myBetStatusSchema.parse(32)).toBe(32);
    expect(myBetStatusSchema.safeParse('2').success).toBe(false);
    expect(myBetStatusSchema.safeParse('all').success).toBe(false);
  });

  it('currency codes are upper-cased', () => {
    expect(currencySchema.parse('brl')).toBe('BRL');
    expect(currencySchema.safeParse('R$').success).toBe(false);
  });
});

describe('empty answers', () => {
  it('accepts null or {} as nothing', () => {
    expect(emptySchema.parse(null)).toBeNull();
    expect(emptySchema.parse({})).toBeNull();
    expect(emptySchema.safeParse('x').success).toBe(false);
  });
});

describe('launch URLs', () => {
  it('are absolute http(s) URLs', () => {
    expect(launchUrlSchema.parse('https://games.example.com/play?t=1')).toBe(
      'https://games.example.com/play?t=1',
    );
    expect(launchUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(launchUrlSchema.safeParse('/relative').success).toBe(false);
  });
});

describe('business-error data of a refused bet', () => {
  it('reads the new odds of an odds change, keeping what names the pick', () => {
    const data = { changes: [{ index: 1, odds: '1.85', match_id: 7, kind: 'wl', name: 'w' }] };
    expect(oddsChangedSchema.parse(data)).toEqual(data);
    expect(oddsChangedSchema.safeParse({ changes: [] }).success).toBe(false);
    expect(oddsChangedSchema.safeParse({ changes: [{ index: -1, odds: '2' }] }).success).toBe(
      false,
    );
  });

  it('reads the warning keys of a limit refusal', () => {
    expect(betRefusalSchema.parse({ index: 0, warnings: ['exceedsMaxBet'] })).toEqual({
      index: 0,
      warnings: ['exceedsMaxBet'],
    });
    expect(betRefusalSchema.safeParse({ index: 0, warnings: ['tooRich'] }).success).toBe(false);
  });
});

describe('the text rule of request strings', () => {
  const issues = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('trims, and refuses control characters and over-long text with the validation keys', () => {
    const name = textSchema('name').min(1);
    expect(name.parse('  Ana Souza ')).toBe('Ana Souza');
    expect(issues(name.safeParse('Ana\u0000'))).toEqual(['validation.textInvalidCharacters']);
    expect(issues(name.safeParse('x'.repeat(101)))).toEqual(['validation.textTooLong']);
    expect(name.safeParse('   ').success).toBe(false);
    expect(name.safeParse(12).success).toBe(false);
  });

  it('takes a password as typed and keeps the lines of a message', () => {
    expect(textSchema('password').parse(' Secret123 ')).toBe(' Secret123 ');
    expect(textSchema('message').parse('Hello\n\tthere')).toBe('Hello\n\tthere');
    expect(textSchema('label').safeParse('Hello\nthere').success).toBe(false);
  });
});

describe('amounts are parsed before anything else reads them', () => {
  // An object refinement that parses the amount would throw on text the parser refuses.
  const body = z
    .object({ amount: positiveAmountSchema })
    .refine((value) => Number.isFinite(Number(value.amount)), 'unreachable for bad amounts');

  it.each(['NaN', 'abc', '', '1,5', 'Infinity', '1e3', '--1', '0x10', ' '])(
    'refuses %j in the field and never runs the refinement',
    (amount) => {
      const result = body.safeParse({ amount });
      expect(result.success).toBe(false);
      expect(issues(result)).not.toContain('unreachable for bad amounts');
    },
  );

  function issues(result: { error?: { issues: { message: string }[] } }) {
    return result.error?.issues.map((issue) => issue.message) ?? [];
  }
});
