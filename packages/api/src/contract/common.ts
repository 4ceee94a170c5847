import { BET_WARNING_KEYS } from '@bet/domain/bet-limits';
import { GAME_IDS, GAME_STATUS } from '@bet/domain/games';
import { parseDecimal } from '@bet/domain/decimal';
import { UNTRIMMED_TEXT_KINDS, validateText, type TextKind } from '@bet/domain/text';
import { BET_STATUS } from '@bet/domain/statuses';
import { validateEmail, validateOtp } from '@bet/domain/validation';
import * as z from 'zod';
import { validatedString } from './validated';

/**
 * A string field of a request (issue 17): the text rule of @bet/domain/text for its kind, trimmed
 * (a password as typed), without control characters (multi-line kinds keep line feeds and tabs),
 * at most TEXT_MAX[kind] characters. Every string a request carries goes through it, through a
 * validator of @bet/domain/validation that applies it (email, nickname, password...), or through
 * a pattern that admits neither (ids, codes, dates); contract.test.ts walks every endpoint to
 * prove it. Chain `.min(1)` for a required field.
 */
export function textSchema(kind: TextKind) {
  const base = UNTRIMMED_TEXT_KINDS.includes(kind) ? z.string() : z.string().trim();
  return base.superRefine((value, ctx) => {
    const result = validateText(value, kind);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error });
  });
}

/**
 * Amounts on the wire are exact decimal strings in major units ("12.5", "0.000001"), never floats
 * (CONTRIBUTING, "Money"): at most 6 decimals (USDT, spec section 9), and the currency's own limit
 * (2 otherwise) is checked by the server with @bet/domain/money. Responses may still carry a JSON
 * number from an older backend: it is accepted and normalised to its decimal string, and a float
 * artefact such as 0.30000000000000004 fails (more than 6 decimals).
 */
const DECIMAL_AMOUNT = /^-?\d{1,15}(\.\d{1,6})?$/;
/** Odds and exchange rates are decimals too, with more precision allowed. */
const DECIMAL_RATE = /^\d{1,12}(\.\d{1,12})?$/;

const numberAsString = z.number().transform((n) => String(n));

/** Whether @bet/domain's decimal parser reads the text (it throws on anything else). */
function parsesAsDecimal(text: string): boolean {
  try {
    parseDecimal(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A decimal string of the pattern that the decimal parser also reads. A refusal aborts the parse,
 * so no refinement of an enclosing object (a minimum, a comparison) ever sees an unparsed amount.
 */
function decimalText(pattern: RegExp, message: string) {
  return z
    .union([z.string().trim(), numberAsString])
    .pipe(
      z
        .string()
        .regex(pattern, { message, abort: true })
        .refine(parsesAsDecimal, { message, abort: true }),
    );
}

export const amountSchema = decimalText(
  DECIMAL_AMOUNT,
  'expected a decimal amount with at most 6 decimals',
);

/** A stake or transfer amount: a decimal amount above zero. */
export const positiveAmountSchema = amountSchema.refine(
  (value) => !value.startsWith('-') && /[1-9]/.test(value),
  { message: 'expected an amount above zero', abort: true },
);

/** Odds and exchange rates: non-negative decimal strings. */
export const rateSchema = decimalText(DECIMAL_RATE, 'expected a non-negative decimal');

/** Currency code, e.g. USDT, BRL (spec section 3, "Currency option"). */
export const currencySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2,10}$/, 'expected a currency code')
  .transform((code) => code.toUpperCase());

/** Seconds since the epoch (spec section 7: sports timestamps are in seconds). */
export const unixSecondsSchema = z.number().int().nonnegative();

/** Date and time with offset, ISO 8601. */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** Calendar date, YYYY-MM-DD (report ranges). */
export const dateSchema = z.iso.date();

/** Query strings carry text; on both sides an integer may be given as a number or digits. */
export function queryInt(min = 0, max = Number.MAX_SAFE_INTEGER) {
  return z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d+$/, 'expected an integer')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
}

/** Pagination of list calls (spec section 7: `start` offset and `limit`). */
export const pageQuerySchema = z.object({
  start: queryInt(0).optional(),
  limit: queryInt(1, 100).optional(),
});

/** Bet status codes pending 1, settled 16, cancelled 32 (spec section 4). */
export const betStatusSchema = z.literal(Object.values(BET_STATUS));

const myBetStatus = z.union([z.literal(-1), betStatusSchema]);

/**
 * The status filter of a my-bets list (spec section 7: `status=-1` lists every bet): a status code
 * or -1, as a number or its digits in a query string.
 */
export const myBetStatusSchema = z.union([
  myBetStatus,
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number)
    .pipe(myBetStatus),
]);

/** A page of a list: the rows and the total count for "load more" (spec section 9, scroll end). */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ list: z.array(row), total: z.number().int().nonnegative() });
}

/** Numeric id in a path or query: digits on the wire, a positive integer after parsing. */
export const numericIdSchema = queryInt(1);

/** The largest 32-bit signed integer. */
export const INT32_MAX = 2_147_483_647;

/**
 * Id of a row of the operator's configuration that a request names (a pay or withdraw channel):
 * a 32-bit positive integer, as such tables number their rows; a larger number names nothing.
 */
export const configIdSchema = queryInt(1, INT32_MAX);

/** Opaque string id in a path (bet ids, provider game ids). */
export const slugSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'expected an id');

/** The provider platform of a third-party games wallet (games' launch and wallet's transfers). */
export const ngPlat = { plat_type: slugSchema };

/**
 * Racing game keys. The spec names the category (pk10) but no individual racing game, so the one
 * game is keyed by its category; an operator with more adds keys here. (Here, not with the racing
 * schemas: the games group names them too, and would evaluate every racing and mark-six schema.)
 */
export const RACING_GAMES = ['pk10'] as const;
export const racingGameSchema = z.enum(RACING_GAMES);

const GAME_ID_VALUES = Object.values(GAME_IDS);
/** A game or product type id of spec section 3. */
export const gameIdSchema = z.union([
  z.literal(GAME_ID_VALUES),
  z.string().regex(/^\d+$/).transform(Number).pipe(z.literal(GAME_ID_VALUES)),
]);

/** Game availability status: Active 1, Disable 2, Hidden 3 (spec section 3). */
export const gameStatusSchema = z.literal(Object.values(GAME_STATUS));

/** Optional text that older backends send as null. */
export const nullableText = z.string().nullable();

/** Empty success answer (`data: null` or `{}`): nothing to read but the code. */
export const emptySchema = z.union([z.null(), z.object({})]).transform(() => null);

/** Email as spec section 5 validates it, trimmed. */
export const emailSchema = validatedString(validateEmail).transform((email) => email.trim());
/** National mobile number (dial code travels separately); checked per country where it is known. */
export const phoneSchema = z.string().regex(/^\d{5,15}$/, 'validation.mobileInvalid');
/** Dial code as the spec's sign/phone call wants it: numeric, e.g. 55 for Brazil. */
export const areaCodeSchema = queryInt(1, 9999);
/** One-time code sent by the verification calls. */
export const otpSchema = validatedString(validateOtp).transform((code) => code.trim());

/** Where a launch URL opens; a provider answers with an absolute http(s) URL. */
export const launchUrlSchema = z.url({ protocol: /^https?$/ });

/**
 * Device info payload (spec section 3): sent with game launches. `ip` is a fixed placeholder
 * because the server sees the real address.
 */
export const deviceInfoSchema = z.object({
  ip: textSchema('label'),
  os: textSchema('label'),
  device: textSchema('label'),
  browser: textSchema('label'),
  fingerprint: textSchema('label').min(1),
  java_enabled: z.boolean(),
  language: textSchema('label'),
  color_depth: z.number().int().nonnegative(),
  screen_height: z.number().int().nonnegative(),
  screen_width: z.number().int().nonnegative(),
  timezone_offset: z.number().int(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/**
 * `data` of a bet refused because a price moved (code 1, msg "Odds changed"; issue 5): for each
 * pick whose price moved, its position in the request and the new odds, plus what names the pick.
 */
export const oddsChangedSchema = z.object({
  changes: z
    .array(z.looseObject({ index: z.number().int().nonnegative(), odds: rateSchema }))
    .min(1),
});
export type OddsChanged = z.infer<typeof oddsChangedSchema>;

/** `data` of a bet refused by a limit: which bet, and the warning keys of @bet/domain/bet-limits. */
export const betRefusalSchema = z.object({
  index: z.number().int().nonnegative(),
  warnings: z.array(z.enum(BET_WARNING_KEYS)).min(1),
});
export type BetRefusal = z.infer<typeof betRefusalSchema>;

/** Game launch body (spec section 7): device fingerprint plus the frame's measured size. */
export const launchBodySchema = z.object({
  device: deviceInfoSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/**
 * Refusals the member reads in their own language (issue 14): the server's msg stays English (logs,
 * old clients) and the data names the errors catalogue's key, which the app translates
 * (app lib/api/error-message). One list for every group that refuses this way.
 */
export const REFUSAL_KEYS = [
  'errors.emailAlreadyVerified',
  'errors.mobileAlreadyVerified',
  'errors.otpFailed',
  'errors.emailChangeFailed',
  'errors.mobileChangeFailed',
  'errors.realNameChangeFailed',
  'errors.oldPasswordWrong',
  'validation.emailNotVerified',
  'errors.alreadyCheckedIn',
  'errors.promotionEnded',
  'errors.tooManyFavorites',
] as const;

export const keyedRefusalSchema = z.object({ message_key: z.enum(REFUSAL_KEYS) });

export type KeyedRefusal = z.infer<typeof keyedRefusalSchema>;
