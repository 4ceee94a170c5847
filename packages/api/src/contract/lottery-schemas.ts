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
  type MarkSixSelection,
} from '@bet/domain/mark-six';
import { DRAW_STATES } from '@bet/domain/statuses';
import * as z from 'zod';
import {
  amountSchema,
  betStatusSchema,
  currencySchema,
  dateTimeSchema,
  positiveAmountSchema,
  rateSchema,
  textSchema,
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

/**
 * Merged animals: 2 to 9 here; the brand variant that wants exactly 6 (spec section 5) checks it
 * with validateMergedAnimalSelection on both sides.
 */
const mergedAnimals = animalsSchema
  .min(MERGED_ANIMAL_MIN, 'atLeastTwo')
  .max(MERGED_ANIMAL_MAX, 'mostNine');

/**
 * The eleven bet types of spec section 3, each with its selection and `extra` fields: the bet's
 * stake and odds, or nothing (a selection). Both schemas below come from this one list.
 */
function markSixTypes<P extends z.core.$ZodLooseShape>(extra: P) {
  const bet = <T extends string, S extends z.core.$ZodLooseShape>(type: T, shape: S) =>
    z.object({ type: z.literal(type), ...extra, ...shape });
  return z.discriminatedUnion('type', [
    bet('specialCode', { ball: ballSchema }),
    bet('specialCodeSide', { side: sideSchema }),
    bet('specialCodeColor', { pick: colorPickSchema }),
    bet('specialCodeAnimal', { animal: animalSchema }),
    bet('specialCodeMergeAnimal', { animals: mergedAnimals }),
    bet('specialCodeTail', { tail: tailSchema }),
    bet('tail', { tail: tailSchema }),
    bet('specialCodeCombinationZodiacs', {
      animals: animalsSchema,
      level: z.literal(COMBINATION_LEVELS),
    }),
    bet('numberCode', { ball: ballSchema }),
    bet('numberCodeSide', { position: positionSchema, side: sideSchema }),
    bet('numberCodeColor', { position: positionSchema, pick: colorPickSchema }),
  ]);
}

/** Combination zodiacs: the level rules of spec section 5 (@bet/domain's validator). */
function combinationRule(selection: MarkSixSelection, ctx: z.RefinementCtx): void {
  if (selection.type !== 'specialCodeCombinationZodiacs') return;
  const result = validateCombinationZodiacs(selection.animals.length, selection.level);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error, path: ['animals'] });
}

/** One mark-six bet per bet type of spec section 3: a selection with its stake and odds. */
export const markSixBetSchema = markSixTypes(priced).superRefine(combinationRule);

/** A mark-six bet without stake and odds: @bet/domain's MarkSixSelection. */
export const markSixSelectionSchema = markSixTypes({}).superRefine(combinationRule);

export const markSixBetBodySchema = z.object({
  game: markSixGameSchema,
  /** The draw the bets are for; refused after its deadline (spec section 4). */
  match_id: textSchema('id').min(1),
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

/** How a settled lottery or racing bet ended; a cancelled bet reads as a refund. */
export const DRAW_BET_OUTCOMES = ['win', 'loss', 'refund'] as const;
export const drawBetOutcomeSchema = z.enum(DRAW_BET_OUTCOMES);

/**
 * What a lottery and a racing bet view share (issue 16, "My lottery bets per game: status, numbers
 * and payout after the draw"): the bet, the order it was placed in, its draw, its price and how it
 * was settled. Amounts are in the bet's currency.
 */
export const drawBetViewFields = {
  bet_id: z.string().min(1),
  order_id: z.string().min(1),
  /** The draw the bet is on. */
  match_id: z.string().min(1),
  /** Stake per ticket. */
  stake: amountSchema,
  odds: rateSchema,
  tickets: z.number().int().positive(),
  total_stake: amountSchema,
  currency: currencySchema,
  status: betStatusSchema,
  /** Null while pending. */
  outcome: drawBetOutcomeSchema.nullable(),
  /** What the settlement paid back (0 on a loss, the stake on a refund); null while pending. */
  payout: amountSchema.nullable(),
  created_at: dateTimeSchema,
  settled_at: dateTimeSchema.nullable(),
};

/** A member's mark-six bet, with its draw's result once drawn. */
export const lotteryBetViewSchema = z.object({
  ...drawBetViewFields,
  game: markSixGameSchema,
  selection: markSixSelectionSchema,
  /** The draw's numbers and special code once drawn; draw_at dates its zodiac table. */
  draw: z
    .object({
      numbers: z.array(ballSchema).length(6),
      special: ballSchema,
      draw_at: dateTimeSchema,
    })
    .nullable(),
});
export type LotteryBetView = z.infer<typeof lotteryBetViewSchema>;
