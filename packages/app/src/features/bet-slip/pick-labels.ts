// Labels of the bet kinds and their outcomes (the domain's BET_KINDS and names): one place for the
// lobby's odds buttons, the slip's picks and my bets' legs.
import type { SportMatch } from '@bet/api/contract/sports-schemas';
import { BET_KINDS, type BetKind } from '@bet/domain/bet-slip';
import type { TranslationKey } from '@bet/i18n';
import type { Text } from '@bet/ui/text';

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

/** An outcome as the member reads it: "Home", "Draw", "Big" ..., or as sent (scores, goal counts). */
export function outcomeLabel(t: Text, name: string, handicap?: number | string | null): string {
  const key = outcomeKey(name);
  const label = key === undefined ? name : t(key);
  return handicap === undefined || handicap === null ? label : `${label} ${String(handicap)}`;
}

/**
 * A pick away from its match row (slip, my bets): its kind, then its outcome, with the team's name
 * for a home or away win when the match names them.
 */
export function pickLabel(
  t: Text,
  pick: {
    kind: string;
    name: string;
    handicap?: number | string | null;
    home?: string | undefined;
    away?: string | undefined;
  },
): string {
  const kind = (BET_KINDS as readonly string[]).includes(pick.kind)
    ? t(kindKey(pick.kind as BetKind))
    : pick.kind;
  const team = pick.name === 'w' ? pick.home : pick.name === 'l' ? pick.away : undefined;
  const outcome =
    team === undefined
      ? outcomeLabel(t, pick.name, pick.handicap)
      : outcomeLabel(t, team, pick.handicap);
  return `${kind} · ${outcome}`;
}
