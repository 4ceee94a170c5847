import * as z from 'zod';
import {
  amountSchema,
  currencySchema,
  gameIdSchema,
  gameStatusSchema,
  numericIdSchema,
  rateSchema,
} from './common';

// Schemas of the "other reads" of spec section 7 whose paths the spec does not show.

/** Game availability entry (spec section 3): game_id and status. */
export const gameAvailabilitySchema = z.object({ game_id: gameIdSchema, status: gameStatusSchema });

export const announcementSchema = z.object({ id: numericIdSchema, content: z.string() });

/** Banner kinds (spec section 3): 0 download banner, 1 promotion tile. */
export const BANNER_KIND = { download: 0, promotion: 1 } as const;
export const bannerSchema = z.object({
  id: numericIdSchema,
  url: z.string(),
  kind: z.literal(Object.values(BANNER_KIND)),
  src: z.string(),
  alt: z.string(),
});

/** Live game card (spec section 3; camelCase as the spec names it). */
export const liveGameSchema = z.object({
  id: numericIdSchema,
  gameId: z.string().min(1),
  name: z.string(),
  pic: z.string(),
});

/** Currency option (spec section 3); the default has exchange 1, sport 0.01, lottery 1. */
export const currencyOptionSchema = z.object({
  id: z.number().int().nonnegative(),
  exchange: rateSchema,
  status: z.number().int(),
  currency: currencySchema,
  flag: z.string(),
  lotter_bet_min: amountSchema,
  sport_bet_min: amountSchema,
  img: z.string(),
  sort: z.number().int(),
});

/** Footer text per language code (spec section 3, "Footer text: map per language"). */
export const footerSchema = z.object({ footer: z.record(z.string(), z.string()) });

/** Invite code types: agents choose among them (spec section 6). */
export const INVITE_TYPES = { member: 1, agent: 2 } as const;
export const inviteCodeSchema = z.object({
  type: z.literal(Object.values(INVITE_TYPES)),
  code: z.string().min(1),
});

/** Limits of one game type (spec section 3, "Game bet limits per game type"). */
export const betLimitSchema = z.object({
  game_type: z.string().min(1),
  bet_min: amountSchema,
  bet_max: amountSchema,
  multiple_min: z.number().int().nonnegative(),
  multiple_max: z.number().int().nonnegative(),
  bonus_min: amountSchema,
  bonus_max: amountSchema,
});
export type BetLimit = z.infer<typeof betLimitSchema>;
