import { BET_KINDS } from '@bet/domain/bet-slip';
import { MAX_PARLAY_LEGS } from '@bet/domain/constants';
import { ODDS_CHANGE_POLICIES, ODDS_FORMATS } from '@bet/domain/odds-format';
import * as z from 'zod';
import {
  amountSchema,
  betStatusSchema,
  currencySchema,
  dateTimeSchema,
  numericIdSchema,
  positiveAmountSchema,
  rateSchema,
  textSchema,
  unixSecondsSchema,
} from './common';

// Sports schemas (spec section 3, "Sports betting"; rules.md, "Parlays").

export const betKindSchema = z.enum(BET_KINDS);

/** One price of a match: kind, outcome name (w/d/l, dd.., a score, over/under) and odds. */
export const marketSchema = z.object({
  kind: betKindSchema,
  name: z.string().min(1),
  odds: rateSchema,
  /** Handicap line (e.g. "-0.5") or the goals line of big/small. */
  handicap_val: z.string().nullable(),
});

export const MATCH_STATES = ['upcoming', 'live', 'finished', 'postponed', 'cancelled'] as const;

export const sportMatchSchema = z.object({
  match_id: numericIdSchema,
  league_name: z.string(),
  home_name: z.string(),
  away_name: z.string(),
  home_pic: z.string(),
  away_pic: z.string(),
  match_start_time: unixSecondsSchema,
  state: z.enum(MATCH_STATES),
  home_score: z.number().int().nonnegative().nullable(),
  away_score: z.number().int().nonnegative().nullable(),
  markets: z.array(marketSchema),
});
export type SportMatch = z.infer<typeof sportMatchSchema>;

export const matchResultSchema = sportMatchSchema.omit({ markets: true }).extend({
  half_home_score: z.number().int().nonnegative().nullable(),
  half_away_score: z.number().int().nonnegative().nullable(),
});

/** A pick as the slip builds it (@bet/domain/bet-slip CombinationLeg). */
export const betLegSchema = z.object({
  match_id: numericIdSchema,
  kind: betKindSchema,
  name: textSchema('label').min(1),
  /** The odds the member saw; the server refuses the bet if the price moved. */
  odds: rateSchema,
  handicap_val: textSchema('label').optional(),
});

const distinctMatches = (legs: readonly { match_id: number }[]) =>
  new Set(legs.map((l) => l.match_id)).size;

/** Singles: each pick is its own bet with its own stake. */
const singleBetSchema = z.object({
  type: z.literal('single'),
  currency: currencySchema,
  bets: z
    .array(betLegSchema.extend({ amount: positiveAmountSchema }))
    .min(1)
    .max(MAX_PARLAY_LEGS),
});

/**
 * Parlay ("N String 1", rules.md): picks over at most 15 distinct matches, the chosen strings,
 * the stake per ticket and a multiplier. Cost = amount x multiple x tickets.
 */
const parlayBetSchema = z
  .object({
    type: z.literal('parlay'),
    currency: currencySchema,
    legs: z.array(betLegSchema).min(2),
    strings: z.array(z.number().int().min(2).max(MAX_PARLAY_LEGS)).min(1),
    amount: positiveAmountSchema,
    multiple: z.number().int().min(1),
  })
  .refine((bet) => distinctMatches(bet.legs) <= MAX_PARLAY_LEGS, {
    message: `a parlay has at most ${MAX_PARLAY_LEGS} matches`,
    path: ['legs'],
  })
  .refine((bet) => bet.strings.every((k) => k <= distinctMatches(bet.legs)), {
    message: 'a string needs as many distinct matches',
    path: ['strings'],
  });

export const sportsBetBodySchema = z.discriminatedUnion('type', [singleBetSchema, parlayBetSchema]);
export type SportsBetBody = z.input<typeof sportsBetBodySchema>;

/** `data.reason` of a bet refused because a price moved (msg "Odds changed"). */
export const ODDS_CHANGED_REASON = 'oddsChanged';

/**
 * One moved price: what names the pick (match, kind, outcome name) and its old and new odds. For
 * cricket, kind is the market, name the option and match_id the match id as sent (a string).
 * The server also sends `index` (the pick's position in the request), `odds` (= new, as the
 * common oddsChangedSchema reads it), `handicap_val` for sports and the option `id` for cricket.
 */
export const oddsChangeSchema = z.looseObject({
  /** A number for soccer, basketball and bd; cricket's matchId string as the bet sent it. */
  match_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]),
  kind: z.string().min(1),
  name: z.string().min(1),
  old: rateSchema,
  new: rateSchema,
  index: z.number().int().nonnegative().optional(),
});
export type OddsChange = z.infer<typeof oddsChangeSchema>;

/**
 * `data` of a sports or cricket bet refused for stale odds (issue 15): the slip shows old -> new
 * and asks, or accepts by the member's setting, then places again with the new odds.
 */
export const oddsChangedRefusalSchema = z.object({
  reason: z.literal(ODDS_CHANGED_REASON),
  changes: z.array(oddsChangeSchema).min(1),
});
export type OddsChangedRefusal = z.infer<typeof oddsChangedRefusalSchema>;

export const betPlacedSchema = z.object({
  bet_ids: z.array(z.string().min(1)).min(1),
  tickets: z.number().int().positive(),
  total_price: amountSchema,
  currency: currencySchema,
  balance: amountSchema,
});

/** One leg as my-bets shows it, with the match's teams and score. */
const viewLegSchema = betLegSchema.extend({
  league_name: z.string(),
  home_name: z.string(),
  away_name: z.string(),
  home_score: z.number().int().nonnegative().nullable(),
  away_score: z.number().int().nonnegative().nullable(),
});

/** Single bet view (spec section 3). */
export const betViewSchema = z.object({
  bet_id: z.string().min(1),
  status: betStatusSchema,
  multiple: z.number().int().min(1),
  /** Number of tickets. */
  bets: z.number().int().positive(),
  total_price: amountSchema,
  total_currency: currencySchema,
  bonus: amountSchema,
  bonus_currency: currencySchema,
  extra_bonus: amountSchema,
  extra_bonus_currency: currencySchema,
  currency: currencySchema,
  create_at: dateTimeSchema,
  combinations: z.array(
    z.object({
      result: z.object({ bonus: amountSchema, extra_bonus: amountSchema }),
      legs: z.array(viewLegSchema).min(1),
    }),
  ),
});
export type BetView = z.infer<typeof betViewSchema>;

/** Sports rules a lobby shows and the slip enforces (spec section 9, sports rules). */
export const sportGameConfigSchema = z.object({
  game_id: numericIdSchema,
  pass_types: z.array(z.number().int().min(2).max(MAX_PARLAY_LEGS)),
  max_prize_tiers: z.array(z.object({ strings: z.number().int().min(2), max_prize: amountSchema })),
  tax_rate: rateSchema,
  tax_threshold: amountSchema,
  postpone_void_hours: z.number().int().positive(),
  payout_scale: rateSchema,
});

/** Favorites kinds: a match (its match_id) or a league (its league_name). */
export const FAVORITE_KINDS = ['match', 'league'] as const;

/** The member's starred matches and leagues (issue 15), at most MAX_SPORT_FAVORITES together. */
export const favoritesSchema = z.object({
  matches: z.array(z.string()),
  leagues: z.array(z.string()),
});
export type Favorites = z.infer<typeof favoritesSchema>;

/** Star (on) or unstar (off) one match or league; repeating either changes nothing. */
export const setFavoriteBodySchema = z.object({
  kind: z.enum(FAVORITE_KINDS),
  id: textSchema('label').min(1),
  on: z.boolean(),
});
export type SetFavoriteBody = z.infer<typeof setFavoriteBodySchema>;

/** Betting settings (issue 15): the odds format of every display and the odds-change policy. */
export const bettingSettingsSchema = z.object({
  odds_format: z.enum(ODDS_FORMATS),
  odds_change: z.enum(ODDS_CHANGE_POLICIES),
});
export type BettingSettings = z.infer<typeof bettingSettingsSchema>;
