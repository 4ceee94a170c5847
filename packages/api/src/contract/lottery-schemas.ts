import { MARK_SIX_GAMES } from '@bet/domain/games';
import {
  BALL_COLORS,
  BALL_COUNT,
  COMBINATION_LEVELS,
  HALF_WAVE_SIDES,
  MERGED_ANIMAL_MAX,
  MERGED_ANIMAL_MIN,
  SIDE_KEYS,
  validateCombinationZodiacs,
  ZODIAC_ANIMALS,
  type BallColor,
} from '@bet/domain/mark-six';
import { DRAW_STATES } from '@bet/domain/statuses';
import * as z from 'zod';
import {
  amountSchema,
  currencySchema,
  dateTimeSchema,
  positiveAmountSchema,
  rateSchema,
} from './common';

// Mark-six schemas (spec sections 3 and 5; rules.md "Mark Six"). A bet body mirrors the MarkSixBet
// type of @bet/domain/mark-six, so the server settles exactly what it validated.

export const markSixGameSchema = z.enum(MARK_SIX_GAMES);
export const ballSchema = z.number().int().min(1).max(BALL_COUNT);
const tailSchema = z.number().int().min(0).max(9);
const animalSchema = z.enum(ZODIAC_ANIMALS);
const positionSchema = z.literal([1, 2, 3, 4, 5, 6]);
const colorPickSchema = z.object({
  color: z.enum(BALL_COLORS as readonly BallColor[] as [BallColor, ...BallColor[]]),
  /** With a side it is a half-wave bet. */
  side: z.enum(HALF_WAVE_SIDES).optional(),
});
const sideSchema = z.enum(SIDE_KEYS);

const distinct = (animals: readonly string[]) => new Set(animals).size === animals.length;
const animalsSchema = z.array(animalSchema).refine(distinct, 'animals must be distinct');

const priced = { stake: positiveAmountSchema, odds: rateSchema };
const bet = <T extends string, S extends z.core.$ZodLooseShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...priced, ...shape });

/**
 * Merged animals: 2 to 9 here; the brand variant that wants exactly 6 (spec section 5) checks it
 * with validateMergedAnimalSelection on both sides.
 */
const mergedAnimals = animalsSchema
  .min(MERGED_ANIMAL_MIN, 'atLeastTwo')
  .max(MERGED_ANIMAL_MAX, 'mostNine');

const combinationZodiacs = bet('specialCodeCombinationZodiacs', {
  animals: animalsSchema,
  level: z.literal(COMBINATION_LEVELS),
}).superRefine((b, ctx) => {
  const result = validateCombinationZodiacs(b.animals.length, b.level);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error, path: ['animals'] });
});

/** One mark-six bet per bet type of spec section 3. */
export const markSixBetSchema = z.discriminatedUnion('type', [
  bet('specialCode', { ball: ballSchema }),
  bet('specialCodeSide', { side: sideSchema }),
  bet('specialCodeColor', { pick: colorPickSchema }),
  bet('specialCodeAnimal', { animal: animalSchema }),
  bet('specialCodeMergeAnimal', { animals: mergedAnimals }),
  bet('specialCodeTail', { tail: tailSchema }),
  bet('tail', { tail: tailSchema }),
  combinationZodiacs,
  bet('numberCode', { ball: ballSchema }),
  bet('numberCodeSide', { position: positionSchema, side: sideSchema }),
  bet('numberCodeColor', { position: positionSchema, pick: colorPickSchema }),
]);

export const markSixBetBodySchema = z.object({
  game: markSixGameSchema,
  /** The draw the bets are for; refused after its deadline (spec section 4). */
  match_id: z.string().min(1),
  /** Currency of the stakes; the member's selected currency when absent. */
  currency: currencySchema.optional(),
  bets: z.array(markSixBetSchema).min(1),
});

/** Answer of a lottery or racing bet. */
export const lotteryBetPlacedSchema = z.object({
  order_id: z.string().min(1),
  tickets: z.number().int().positive(),
  total_stake: amountSchema,
  balance: amountSchema,
});

/** One price: group (top), selection (prop), odds and stake limits (spec section 3). */
export const lotteryOddSchema = z.object({
  top: z.string(),
  prop: z.string(),
  odd: rateSchema,
  min: amountSchema,
  max: amountSchema,
});

/** An odds group; its index maps to a bet type (spec section 9, indexes 21-29). */
export const lotteryOddsGroupSchema = z.object({
  index: z.number().int().nonnegative(),
  name: z.string(),
  odds: z.array(lotteryOddSchema),
});

export const markSixDrawSchema = z.object({
  /** Draw number. */
  match_id: z.string().min(1),
  state: z.enum(DRAW_STATES),
  draw_at: dateTimeSchema,
  /** Betting closes here (spec section 4). */
  deadline: dateTimeSchema,
  /** Regular numbers and the special code; null until drawn. */
  numbers: z.array(ballSchema).length(6).nullable(),
  special: ballSchema.nullable(),
  sides: z.record(sideSchema, z.boolean()).nullable(),
  tails: z.array(tailSchema).nullable(),
  next_match_id: z.string().nullable(),
  next_deadline: dateTimeSchema.nullable(),
});
export type MarkSixDrawView = z.infer<typeof markSixDrawSchema>;
