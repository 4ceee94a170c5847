// The sports bet slip's state (issue 15; spec sections 3 and 4): the game it belongs to and its
// entries (@bet/domain/bet-slip). It lives in sessionStorage, so a visitor's picks survive the
// login (and a reload) in the same tab. A pick of another game starts a new slip; adding and
// removing picks is the domain's toggleLabel, which drops empty groups and matches.
import {
  toggleLabel,
  type BetKind,
  type BetSlipEntry,
  type BetSlipMatch,
} from '@bet/domain/bet-slip';
import { MAX_PARLAY_LEGS } from '@bet/domain/constants';
import { GAME_IDS, SPORT_KEYS, type SportKey } from '@bet/domain/games';
import { atomWithStorage } from 'jotai/utils';
import { checkedJsonStorage } from '../../lib/storage/checked-json-storage';

/** A sport with a game id and a bet slip: soccer, basketball, bd (cricket has its own slip). */
export type SlipGame = Extract<SportKey, keyof typeof GAME_IDS>;
export const SLIP_GAMES = SPORT_KEYS.filter((key): key is SlipGame => key in GAME_IDS);

export const isSlipGame = (value: unknown): value is SlipGame =>
  (SLIP_GAMES as readonly unknown[]).includes(value);

export interface BetSlipState {
  readonly game: SlipGame;
  readonly entries: readonly BetSlipEntry[];
}

/**
 * One odds button's pick: the game, the match (its BetSlipMatch fields, shown in the slip), the
 * bet kind (the label group), the outcome name (w, d, l, big, a score...) and its odds. handicap
 * is the line of a handicap or bs pick, kept as the entry's handicap_val.
 */
export interface SlipPick {
  readonly game: SlipGame;
  readonly match: BetSlipMatch;
  readonly kind: BetKind;
  readonly name: string;
  readonly value: number | string;
  readonly handicap?: number | string;
}

/** What tells a pick apart in the slip: its game, match, kind and outcome name. */
export interface PickKey {
  readonly game: SlipGame;
  readonly match: Pick<BetSlipMatch, 'match_id'>;
  readonly kind: BetKind;
  readonly name: string;
}

export const EMPTY_SLIP: BetSlipState = { game: 'soccer', entries: [] };
export const SLIP_STORAGE_KEY = 'bet_slip';

const sameId = (a: number | string, b: number | string) => String(a) === String(b);

/** Whether the pick is in the slip (same game, match, kind and outcome). */
export function isPicked(state: BetSlipState, pick: PickKey): boolean {
  return (
    state.game === pick.game &&
    state.entries.some(
      (entry) =>
        sameId(entry.match_id, pick.match.match_id) &&
        entry.betSlipLabelArray.some(
          (label) =>
            label.key === pick.kind && label.labelValueArray.some((v) => v.key === pick.name),
        ),
    )
  );
}

/**
 * Whether toggling the pick changes the slip: a pick already in the slip can always go; a new
 * match cannot join a slip of MAX_PARLAY_LEGS (15) matches of the same game.
 */
export function canPick(state: BetSlipState, pick: PickKey): boolean {
  if (state.game !== pick.game) return true;
  if (state.entries.some((entry) => sameId(entry.match_id, pick.match.match_id))) return true;
  return state.entries.length < MAX_PARLAY_LEGS;
}

/** Adds the pick, or removes it when present; a pick of another game starts a new slip. */
export function togglePick(state: BetSlipState, pick: SlipPick): BetSlipState {
  if (!canPick(state, pick)) return state;
  const entries = state.game === pick.game ? state.entries : [];
  const match =
    pick.handicap === undefined ? pick.match : { ...pick.match, handicap_val: pick.handicap };
  return {
    game: pick.game,
    entries: toggleLabel(entries, match, pick.kind, { key: pick.name, value: pick.value }),
  };
}

function isSlipState(value: unknown): value is BetSlipState {
  if (typeof value !== 'object' || value === null) return false;
  const { game, entries } = value as Partial<Record<keyof BetSlipState, unknown>>;
  return (
    isSlipGame(game) &&
    Array.isArray(entries) &&
    entries.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        'match_id' in entry &&
        'betSlipLabelArray' in entry &&
        Array.isArray(entry.betSlipLabelArray),
    )
  );
}

/** The slip, kept in sessionStorage under SLIP_STORAGE_KEY (a malformed value reads as empty). */
export const slipAtom = atomWithStorage<BetSlipState>(
  SLIP_STORAGE_KEY,
  EMPTY_SLIP,
  checkedJsonStorage('sessionStorage', isSlipState),
  { getOnInit: true },
);
