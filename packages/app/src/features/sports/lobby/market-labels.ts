// Labels of the bet kinds and their outcomes (the domain's BET_KINDS and names).
import type { SportMatch } from '@bet/api/contract/sports-schemas';
import { BET_KINDS, type BetKind } from '@bet/domain/bet-slip';
import type { TranslationKey } from '@bet/i18n';

export type Market = SportMatch['markets'][number];

/** The main kind shown on the collapsed row. */
export const MAIN_KIND: BetKind = 'wl';

export const kindKey = (kind: BetKind): TranslationKey => `betting:lobby.kinds.${kind}`;

const NAMED = ['w', 'd', 'l', 'big', 'small', 'dd', 'ds', 'td', 'ts'];

/** Names with a translated label; others (scores, goal counts) show as they are. */
export function outcomeKey(name: string): TranslationKey | undefined {
  return NAMED.includes(name) ? (`betting:lobby.outcomes.${name}` as TranslationKey) : undefined;
}

/** The markets grouped by kind, in BET_KINDS order. */
export function marketsByKind(markets: readonly Market[]): [BetKind, Market[]][] {
  return BET_KINDS.map((kind): [BetKind, Market[]] => [
    kind,
    markets.filter((m) => m.kind === kind),
  ]).filter(([, list]) => list.length > 0);
}
