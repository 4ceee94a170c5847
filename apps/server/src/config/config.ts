// Configuration is read and validated here and nowhere else (design.md, "Conventions").
import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { loadSecrets, type Secrets } from './secrets.ts';
import { MIN_DEPOSIT } from '@bet/domain/constants';
import { ALLOW_UNSAFE_POSTGRES_ENV } from '../db/durability.ts';
import { plainAddress } from '../http/client-address.ts';

/** Where `.data/` lives by default: inside apps/server, whatever the working directory. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/', import.meta.url));

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseConfig =
  | { kind: 'pglite'; /** null keeps the database in memory (tests). */ dir: string | null }
  | { kind: 'postgres'; url: string; schema: string | null };

export interface Config {
  host: string;
  port: number;
  /** Origin that payment pages and links are built on; defaults to http://host:port. */
  publicUrl: string | null;
  dataDir: string | null;
  database: DatabaseConfig;
  /**
   * Start on a PostgreSQL without fsync or synchronous commit (BET_ALLOW_UNSAFE_POSTGRES): a
   * developer's throwaway database only; logged as a warning (src/db/durability.ts).
   */
  allowUnsafePostgres: boolean;
  secrets: Secrets;
  logLevel: LogLevel;
  /** Seed demo data on first start. */
  seed: boolean;
  /** Expose GET /dev/mailbox (OTP codes), on unless NODE_ENV is production. */
  devMailbox: boolean;
  /** Let POST /admin/clock move the server clock forward (E2E tests); off when NODE_ENV is production. */
  adminClock: boolean;
  /** The fixed string of the non-login chat secret: hash(fixed string + time) (spec section 7). */
  chatGuestSalt: string;
  /** The smallest deposit accepted; MIN_DEPOSIT (100) of @bet/domain unless MIN_DEPOSIT is set. */
  minDeposit: number;
  /**
   * Origins of the brand sites, which embed the chat widget and the game page in a frame: those
   * pages' Content-Security-Policy lets only them (and the server's own origin) frame them.
   */
  brandOrigins: readonly string[];
  /**
   * Members of the brands (MEMBERS): 'shared', one account signs in on every brand (the
   * default); 'per-brand', registration and sign-in are the brand's own, and a session made on
   * one brand is refused on another.
   */
  members: MembersMode;
  /**
   * Addresses of the proxies in front of the server (TRUSTED_PROXIES): from them, the client's
   * address is read from X-Forwarded-For (http/request-info.ts). None by default: the header is
   * ignored, since a client can write it.
   */
  trustedProxies: readonly string[];
  feeds: FeedConfig;
}

export const MEMBERS_MODES = ['shared', 'per-brand'] as const;
export type MembersMode = (typeof MEMBERS_MODES)[number];

/** The simulated feeds: sports fixtures, mark-six and racing draws (issue 5, "Feeds"). */
export interface FeedConfig {
  /** Makes every feed (fixtures, prices, draws) reproducible; unset, draws use a CSPRNG. */
  seed: string | null;
  /** How often the feeds look at the clock; 0 means only when asked (tests drive the clock). */
  tickMs: number;
  /** Matches per sport per day, spread evenly, and how far ahead fixtures are published. */
  matchesPerDay: number;
  horizonHours: number;
}

/**
 * The brand sites on this machine: `pnpm dev` and `pnpm preview` serve them on ports 5101-5107
 * (each brand's vite.config.ts), by name and by address.
 */
export const LOCAL_BRAND_ORIGINS: readonly string[] = [
  5101, 5102, 5103, 5104, 5105, 5106, 5107,
].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

/** Whether the text is an http(s) origin and nothing more (no path, query or trailing slash). */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .optional(),
  [ALLOW_UNSAFE_POSTGRES_ENV]: flag.default(false),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_KEY: z.string().min(24, 'must be at least 24 characters').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SEED: flag.default(true),
  DEV_MAILBOX: flag.optional(),
  CHAT_GUEST_SALT: z.string().min(1).default('bet-reference-chat'),
  MIN_DEPOSIT: z.coerce.number().positive().max(1_000_000_000).default(MIN_DEPOSIT),
  BRAND_ORIGINS: z
    .string()
    .transform((list) => list.split(/[\s,]+/).filter((origin) => origin !== ''))
    .pipe(
      z
        .array(
          z
            .string()
            .refine(isOrigin, 'must be origins like https://jcbet.example, comma-separated'),
        )
        .min(1),
    )
    .optional(),
  MEMBERS: z.enum(MEMBERS_MODES).default('shared'),
  TRUSTED_PROXIES: z
    .string()
    .transform((list) => list.split(/[\s,]+/).filter((address) => address !== ''))
    .pipe(
      z.array(
        z
          .string()
          .refine((address) => isIP(address) !== 0, 'must be IP addresses, comma-separated'),
      ),
    )
    .optional(),
  FEED_SEED: z.string().min(1).max(200).optional(),
  FEED_TICK_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  FEED_MATCHES_PER_DAY: z.coerce.number().int().min(1).max(2000).default(100),
  FEED_HORIZON_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(72),
  NODE_ENV: z.string().optional(),
});

export type Env = Record<string, string | undefined>;

/** Validates the environment; secrets missing from it are generated once and kept in DATA_DIR. */
export async function loadConfig(env: Env = process.env): Promise<Config> {
  const parsed = envSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const dataDir =
    vars.DATA_DIR === 'memory://' ? null : path.resolve(vars.DATA_DIR ?? DEFAULT_DATA_DIR);
  const database: DatabaseConfig = vars.DATABASE_URL
    ? { kind: 'postgres', url: vars.DATABASE_URL, schema: vars.DATABASE_SCHEMA ?? null }
    : { kind: 'pglite', dir: dataDir === null ? null : path.join(dataDir, 'pglite') };
  const secrets = await loadSecrets(dataDir, {
    tokenSecret: vars.TOKEN_SECRET,
    adminKey: vars.ADMIN_KEY,
  });
  return {
    host: vars.HOST,
    port: vars.PORT,
    publicUrl: vars.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    dataDir,
    database,
    allowUnsafePostgres: vars[ALLOW_UNSAFE_POSTGRES_ENV],
    secrets,
    logLevel: vars.LOG_LEVEL,
    seed: vars.SEED,
    devMailbox: vars.DEV_MAILBOX ?? vars.NODE_ENV !== 'production',
    adminClock: vars.NODE_ENV !== 'production',
    chatGuestSalt: vars.CHAT_GUEST_SALT,
    minDeposit: vars.MIN_DEPOSIT,
    brandOrigins: vars.BRAND_ORIGINS ?? LOCAL_BRAND_ORIGINS,
    members: vars.MEMBERS,
    trustedProxies: (vars.TRUSTED_PROXIES ?? []).map(plainAddress),
    feeds: {
      seed: vars.FEED_SEED ?? null,
      tickMs: vars.FEED_TICK_MS,
      matchesPerDay: vars.FEED_MATCHES_PER_DAY,
      horizonHours: vars.FEED_HORIZON_HOURS,
    },
  };
}

/** An empty variable (`PORT=`) means "not set", as shells and .env files usually intend. */
function stripEmpty(env: Env): Env {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
}
