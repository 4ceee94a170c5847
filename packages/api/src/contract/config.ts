import * as z from 'zod';
import { amountSchema, currencySchema, dateTimeSchema, rateSchema } from './common';
import { defineEndpoint } from './endpoint';

// The config group: currencies and exchange rates, the footer text, the copyright line and the
// server's clock.

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

export const exchangeRateSchema = z.object({ currency: currencySchema, exchange: rateSchema });

export const configExchange = defineEndpoint({
  id: 'config.exchange',
  method: 'GET',
  service: 'root',
  path: '/api/v1/config/exchange',
  auth: 'optional',
  response: z.array(exchangeRateSchema),
  purpose: 'Exchange rate of each currency against the account currency',
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

export const configCopyright = defineEndpoint({
  id: 'config.copyright',
  method: 'GET',
  service: 'root',
  path: '/api/v1/copyright',
  auth: 'optional',
  response: z.object({ text: z.string(), year: z.number().int() }),
  purpose: 'Copyright line of the footer',
});

/**
 * The server's clock. Draw deadlines are the server's time, and the server may run on a clock of
 * its own (tests move it), so a countdown measures from this answer, not from the browser's clock.
 */
export const configServerTime = defineEndpoint({
  id: 'config.serverTime',
  method: 'GET',
  service: 'root',
  path: '/api/v1/time',
  auth: 'none',
  documented: false,
  response: z.object({ now: dateTimeSchema }),
  purpose: "The server's current time, for countdowns to draw deadlines",
});

/** Every call of the config group. */
export const configEndpoints = [
  configExchange,
  configCurrencies,
  configFooter,
  configCopyright,
  configServerTime,
] as const;
