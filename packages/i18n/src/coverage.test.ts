// Issue 6: "every language has every key with a real translation". For each language x namespace x
// English key: present, a non-empty string, not English unless allowlisted, same placeholders; no
// extra keys; and every key list of @bet/domain is translated.
import { readdirSync } from 'node:fs';
import { BET_WARNING_KEYS } from '@bet/domain/bet-limits';
import { GAME_CATEGORIES, GAME_IDS, SPORT_KEYS } from '@bet/domain/games';
import {
  COMBINATION_LEVELS,
  MARK_SIX_BET_TYPES,
  SIDE_KEYS,
  ZODIAC_ANIMALS,
} from '@bet/domain/mark-six';
import type { CombinationZodiacError, MergedAnimalError } from '@bet/domain/mark-six';
import { PK10_POSITIONS } from '@bet/domain/racing';
import { ROLES } from '@bet/domain/roles';
import { BET_STATUS, DRAW_STATES, TRANSACTION_STATUS, WITHDRAW_STATUS } from '@bet/domain/statuses';
import type { BetDisplayStatus } from '@bet/domain/statuses';
import { VALIDATION_KEYS } from '@bet/domain/validation';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@bet/domain/languages';
import { NAMESPACES, type Namespace } from './namespaces';
import { englishResources, resources } from './resources';
import { NON_LATIN_LANGUAGES, SAME_AS_ENGLISH, UNTRANSLATED_TOKENS } from './test-allowlist';
import { flatten, placeholders } from './test-flatten';

const english = new Map(NAMESPACES.map((ns) => [ns, flatten(englishResources[ns])] as const));
const others = LANGUAGE_CODES.filter((lng) => lng !== 'en');

function keysOf(ns: Namespace): string[] {
  return [...(english.get(ns)?.keys() ?? [])];
}

function valueOf(lng: LanguageCode, ns: Namespace, key: string): unknown {
  return flatten(resources[lng][ns]).get(key);
}

/** The text once placeholders and allowlisted names are taken out. */
function withoutTokens(text: string): string {
  const noPlaceholders = text.replace(/\{\{[^}]*\}\}/g, ' ');
  return UNTRANSLATED_TOKENS.reduce((rest, token) => rest.split(token).join(' '), noPlaceholders);
}

function isAllowedSame(lng: LanguageCode, id: string, text: string): boolean {
  if (SAME_AS_ENGLISH[lng]?.includes(id)) return true;
  return !/\p{L}/u.test(withoutTokens(text));
}

describe('the locale files', () => {
  it('exist for every language and namespace, and nothing else', () => {
    const root = new URL('../locales/', import.meta.url);
    expect(readdirSync(root).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const lng of LANGUAGE_CODES) {
      expect(readdirSync(new URL(`${lng}/`, root)).sort()).toEqual(
        NAMESPACES.map((ns) => `${ns}.json`).sort(),
      );
    }
  });

  it('English has only non-empty strings', () => {
    for (const ns of NAMESPACES) {
      for (const key of keysOf(ns)) expect(valueOf('en', ns, key), `${ns}:${key}`).toMatch(/\S/);
    }
  });
});

describe.each(others)('%s', (lng) => {
  it.each(NAMESPACES)('has every English key of %s as a real translation', (ns) => {
    const problems: string[] = [];
    for (const key of keysOf(ns)) {
      const id = `${ns}:${key}`;
      const source = english.get(ns)?.get(key) as string;
      const text = valueOf(lng, ns, key);
      if (typeof text !== 'string' || text.trim() === '')
        problems.push(`${id} is missing or empty`);
      else if (text === source && !isAllowedSame(lng, id, text))
        problems.push(`${id} is still English: ${text}`);
      else if (placeholders(text).join() !== placeholders(source).join())
        problems.push(`${id} placeholders differ: ${text}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(NAMESPACES)('has no key of %s that English lacks', (ns) => {
    const extra = [...flatten(resources[lng][ns]).keys()].filter(
      (key) => !english.get(ns)?.has(key),
    );
    expect(extra).toEqual([]);
  });
});

describe.each(NON_LATIN_LANGUAGES)('%s (not in Latin script)', (lng) => {
  it('has no Latin words outside the allowlisted names', () => {
    const leftovers: string[] = [];
    for (const ns of NAMESPACES) {
      for (const [key, text] of flatten(resources[lng][ns])) {
        if (/[A-Za-z]{2,}/.test(withoutTokens(String(text))))
          leftovers.push(`${ns}:${key}: ${String(text)}`);
      }
    }
    expect(leftovers).toEqual([]);
  });
});

describe('the allowlist', () => {
  it('names only keys that exist and are really identical to English', () => {
    for (const [lng, ids] of Object.entries(SAME_AS_ENGLISH) as [LanguageCode, string[]][]) {
      for (const id of ids) {
        const [ns, key] = id.split(':') as [Namespace, string];
        expect(valueOf(lng, ns, key), id).toBe(english.get(ns)?.get(key));
      }
    }
  });

  it('catches English left in a translation', () => {
    expect(isAllowedSame('es', 'ui:close', 'Close')).toBe(false);
    expect(isAllowedSame('es', 'common:games.pgGames', 'PG Games')).toBe(true);
    expect(isAllowedSame('ru', 'common:currencies.USDT', 'USDT')).toBe(true);
  });
});

/** Each domain list, with where its keys live in the resources. */
const markSixErrors: readonly (MergedAnimalError | CombinationZodiacError)[] = [
  'shouldSelectSix',
  'atLeastTwo',
  'mostNine',
  'atLeastOne',
  'mostFive',
  ...COMBINATION_LEVELS.filter((level) => level > 1).map(
    (level) => `atLeastCombinationLevel${level}` as const,
  ),
];
const displayStatuses: readonly BetDisplayStatus[] = ['PENDING', 'CANCELED', 'WIN', 'LOSS'];

const DOMAIN_LISTS: readonly [string, Namespace, string, readonly string[]][] = [
  [
    'VALIDATION_KEYS',
    'validation',
    '',
    VALIDATION_KEYS.map((key) => key.replace(/^validation\./, '')),
  ],
  ['BET_WARNING_KEYS', 'betting', 'warnings.', BET_WARNING_KEYS],
  ['mark-six selection errors', 'betting', 'markSix.', markSixErrors],
  ['MARK_SIX_BET_TYPES', 'common', 'markSixBetTypes.', MARK_SIX_BET_TYPES],
  ['SIDE_KEYS', 'common', 'markSixSides.', SIDE_KEYS],
  ['ZODIAC_ANIMALS', 'common', 'zodiac.', ZODIAC_ANIMALS],
  ['PK10_POSITIONS', 'common', 'racing.', PK10_POSITIONS],
  ['GAME_IDS', 'common', 'games.', Object.keys(GAME_IDS)],
  ['SPORT_KEYS', 'common', 'games.', SPORT_KEYS],
  ['GAME_CATEGORIES', 'common', 'categories.', GAME_CATEGORIES],
  ['bet display statuses', 'common', 'displayStatus.', displayStatuses],
  ['BET_STATUS', 'common', 'betStatus.', Object.keys(BET_STATUS)],
  ['DRAW_STATES', 'common', 'drawStatus.', DRAW_STATES],
  ['TRANSACTION_STATUS', 'common', 'transactionStatus.', Object.keys(TRANSACTION_STATUS)],
  ['WITHDRAW_STATUS', 'common', 'withdrawStatus.', Object.keys(WITHDRAW_STATUS)],
  ['ROLES', 'common', 'roles.', Object.keys(ROLES)],
];

describe.each(DOMAIN_LISTS)('@bet/domain %s', (_name, ns, prefix, keys) => {
  it.each(LANGUAGE_CODES)('is translated in %s', (lng) => {
    const missing = keys.filter((key) => typeof valueOf(lng, ns, `${prefix}${key}`) !== 'string');
    expect(keys.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});

describe('the validation namespace', () => {
  it('holds exactly the domain validation keys, so no message is dead', () => {
    const domain = VALIDATION_KEYS.map((key) => key.replace(/^validation\./, '')).sort();
    expect(keysOf('validation').sort()).toEqual(domain);
  });
});
