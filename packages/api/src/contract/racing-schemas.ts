import { validatePk10Draw } from '@bet/domain/racing';
import { DRAW_STATES } from '@bet/domain/statuses';
import * as z from 'zod';
import { currencySchema, dateTimeSchema, positiveAmountSchema, rateSchema } from './common';

// Ten-car racing schemas (spec section 3; rules.md "Ten-car racing"). A bet body mirrors the
// RacingBet type of @bet/domain/racing.

/**
 * Racing game keys. The spec names the category (pk10) but no individual racing game, so the one
 * game is keyed by its category; an operator with more adds keys here.
 */
export const RACING_GAMES = ['pk10'] as const;
export const racingGameSchema = z.enum(RACING_GAMES);

const car = z.number().int().min(1).max(10);
const position = z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
const dragonTigerPosition = z.literal([1, 2, 3, 4, 5]);
const twoSide = z.enum(['big', 'small', 'odd', 'even']);
const priced = { stake: positiveAmountSchema, odds: rateSchema };

/** One racing bet per group (spec section 9, odds groups 0-26). */
export const racingBetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('position'), ...priced, position, car }),
  z.object({ type: z.literal('twoSide'), ...priced, position, side: twoSide }),
  z.object({ type: z.literal('sumValue'), ...priced, sum: z.number().int().min(3).max(19) }),
  z.object({ type: z.literal('sumSide'), ...priced, side: twoSide }),
  z.object({
    type: z.literal('dragonTiger'),
    ...priced,
    position: dragonTigerPosition,
    pick: z.enum(['dragon', 'tiger']),
  }),
]);

export const racingBetBodySchema = z.object({
  match_id: z.string().min(1),
  /** Currency of the stakes; the member's selected currency when absent. */
  currency: currencySchema.optional(),
  bets: z.array(racingBetSchema).min(1),
});

/** Racing odds (spec section 3): odds_name (value, subset) and odds (id, v). */
export const racingOddsSchema = z.object({
  odds_name: z.array(z.object({ value: z.string(), subset: z.string() })),
  odds: z.array(z.object({ id: z.string().min(1), v: rateSchema })),
});

/** Cars at positions champion..tenth: a permutation of 1..10. */
const carsSchema = z
  .array(car)
  .refine((cars) => validatePk10Draw(cars).ok, 'expected a permutation of cars 1-10');

export const racingDrawSchema = z.object({
  match_id: z.string().min(1),
  state: z.enum(DRAW_STATES),
  draw_at: dateTimeSchema,
  deadline: dateTimeSchema,
  cars: carsSchema.nullable(),
  /** Champion + runner-up sum, 3..19. */
  sum: z.number().int().min(3).max(19).nullable(),
  /** Dragon or tiger for positions 1-5. */
  dragon_tiger: z
    .array(z.enum(['dragon', 'tiger']))
    .length(5)
    .nullable(),
});
