import { validatePk10Draw } from '@bet/domain/racing';
import { DRAW_STATES } from '@bet/domain/statuses';
import * as z from 'zod';
import {
  currencySchema,
  dateTimeSchema,
  positiveAmountSchema,
  racingGameSchema,
  rateSchema,
  textSchema,
} from './common';
import { drawBetViewFields } from './lottery-schemas';

// Ten-car racing schemas (spec section 3; rules.md "Ten-car racing"). A bet body mirrors the
// RacingBet type of @bet/domain/racing.

const car = z.number().int().min(1).max(10);
const position = z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
const dragonTigerPosition = z.literal([1, 2, 3, 4, 5]);
const twoSide = z.enum(['big', 'small', 'odd', 'even']);
const priced = { stake: positiveAmountSchema, odds: rateSchema };

/**
 * The racing groups (spec section 9, odds groups 0-26), each with its selection and `extra`
 * fields: the bet's stake and odds, or nothing (a selection). Both schemas below come from it.
 */
function racingTypes<P extends z.core.$ZodLooseShape>(extra: P) {
  const bet = <T extends string, S extends z.core.$ZodLooseShape>(type: T, shape: S) =>
    z.object({ type: z.literal(type), ...extra, ...shape });
  return z.discriminatedUnion('type', [
    bet('position', { position, car }),
    bet('twoSide', { position, side: twoSide }),
    bet('sumValue', { sum: z.number().int().min(3).max(19) }),
    bet('sumSide', { side: twoSide }),
    bet('dragonTiger', { position: dragonTigerPosition, pick: z.enum(['dragon', 'tiger']) }),
  ]);
}

/** One racing bet per group: a selection with its stake and odds. */
export const racingBetSchema = racingTypes(priced);

/** A racing bet without stake and odds: @bet/domain's RacingSelection. */
export const racingSelectionSchema = racingTypes({});

export const racingBetBodySchema = z.object({
  match_id: textSchema('id').min(1),
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

/** A member's racing bet, with its draw's cars once drawn. */
export const racingBetViewSchema = z.object({
  ...drawBetViewFields,
  game: racingGameSchema,
  selection: racingSelectionSchema,
  /** The cars champion first once drawn. */
  draw: z.object({ cars: carsSchema, draw_at: dateTimeSchema }).nullable(),
});
export type RacingBetView = z.infer<typeof racingBetViewSchema>;
