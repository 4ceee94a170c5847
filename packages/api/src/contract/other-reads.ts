import { LANGUAGES } from '@bet/domain/constants';
import * as z from 'zod';
import { gameIdSchema, launchBodySchema, launchUrlSchema, queryInt, slugSchema } from './common';
import { defineEndpoint } from './endpoint';
import { accountInfoSchema } from './member-schemas';
import {
  announcementSchema,
  bannerSchema,
  betLimitSchema,
  currencyOptionSchema,
  footerSchema,
  gameAvailabilitySchema,
  INVITE_TYPES,
  inviteCodeSchema,
  liveGameSchema,
} from './other-read-schemas';

// Spec section 7, "Other reads": the spec names these calls but not their paths. The paths below
// are this contract's choice (documented: false), under the root service next to their kin.

const languageCode = z.enum(LANGUAGES.map((l) => l.code) as [string, ...string[]]);

export const noticesAnnouncements = defineEndpoint({
  id: 'notices.announcements',
  method: 'GET',
  service: 'root',
  path: '/api/v1/announcement/list',
  auth: 'optional',
  documented: false,
  response: z.array(announcementSchema),
  purpose: 'Announcements (home marquee and the announcements page)',
});

export const homeBanners = defineEndpoint({
  id: 'home.banners',
  method: 'GET',
  service: 'root',
  path: '/api/v1/banner/list',
  auth: 'optional',
  documented: false,
  response: z.array(bannerSchema),
  purpose: 'Download banner (kind 0) and promotion tiles (kind 1)',
});

export const gamesAvailability = defineEndpoint({
  id: 'games.availability',
  method: 'GET',
  service: 'root',
  path: '/api/v1/games/availability',
  auth: 'optional',
  documented: false,
  response: z.array(gameAvailabilitySchema),
  purpose: 'Status of every game, polled every 60 s',
});

export const liveGamesList = defineEndpoint({
  id: 'liveGames.list',
  method: 'GET',
  service: 'root',
  path: '/api/v1/live_games',
  auth: 'optional',
  documented: false,
  query: z.object({ lang: languageCode }),
  response: z.array(liveGameSchema),
  purpose: 'Live-game cards in the given language',
});

export const accountInfo = defineEndpoint({
  id: 'account.info',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/balance',
  auth: 'member',
  documented: false,
  response: accountInfoSchema,
  purpose: 'Balance (score), currency and nickname, polled every 60 s',
});

export const configCurrencies = defineEndpoint({
  id: 'config.currencies',
  method: 'GET',
  service: 'root',
  path: '/api/v1/config/currency',
  auth: 'optional',
  documented: false,
  response: z.array(currencyOptionSchema),
  purpose: 'Currency options with exchange rates and minimum bets',
});

export const configFooter = defineEndpoint({
  id: 'config.footer',
  method: 'GET',
  service: 'root',
  path: '/api/v1/config/footer',
  auth: 'optional',
  documented: false,
  response: footerSchema,
  purpose: 'Footer text keyed by language',
});

export const inviteCode = defineEndpoint({
  id: 'invite.code',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/invite_code',
  auth: 'member',
  documented: false,
  query: z.object({ type: queryInt(1).pipe(z.literal(Object.values(INVITE_TYPES))) }),
  response: inviteCodeSchema,
  purpose: 'Invite code of an invite type (agents choose the type)',
});

export const gamesBetLimits = defineEndpoint({
  id: 'games.betLimits',
  method: 'GET',
  service: 'root',
  path: '/api/v1/games/limits',
  auth: 'optional',
  documented: false,
  query: z.object({ game_id: gameIdSchema }),
  response: z.array(betLimitSchema),
  purpose: 'Bet, multiple and bonus limits per game type of a game',
});

export const gamesLaunch = defineEndpoint({
  id: 'games.launch',
  method: 'POST',
  service: 'root',
  path: '/api/v1/games/launch/{gameId}',
  auth: 'member',
  documented: false,
  params: z.object({ gameId: slugSchema }),
  body: launchBodySchema,
  response: launchUrlSchema,
  purpose: 'URL to embed for a game (device fingerprint and frame size)',
});

export const otherReadEndpoints = [
  noticesAnnouncements,
  homeBanners,
  gamesAvailability,
  liveGamesList,
  accountInfo,
  configCurrencies,
  configFooter,
  inviteCode,
  gamesBetLimits,
  gamesLaunch,
] as const;
