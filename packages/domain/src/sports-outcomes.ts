// Which sports pick wins for a final score (spec section 3, "Bet kinds": wl, handicap,
// correct_score, goals, half, bs, mv, up). The spec names the kinds and the outcome names (w, d, l;
// dd, ds, td, ts) but not their rules; these are the sports-lottery conventions they come from:
//
// - wl: full-time result of the home side: w win, d draw, l loss.
// - handicap: the line (handicap_val) is added to the home score, then as wl. A whole line can
//   end level (d); a half line cannot, so it offers w and l only.
// - correct_score: 'h:a' for an exact score, or other_w / other_d / other_l for any other score
//   of that result.
// - goals: total goals '0'..'6', or 'N+' for N or more.
// - half: half-time result, w / d / l.
// - bs: big/small against the line: big when the total is above it, small when below. Lines end
//   in .5, so the total is never on it.
// - mv: margin of victory of the home side: 'w3' exactly 3, 'w1-5' from 1 to 5, 'w26+' 26 or
//   more; the same with l for the away side; d for a draw.
// - up: "up/down, odd/even" against the line (up is above): t(op) or d(own), then d(an, odd) or
//   s(huang, even) of the total. So td is above the line with an odd total.
//
// Cricket (spec section 7, "Cricket") is settled per market: winner and toss (team a or b, a tied
// match voids the winner market), total runs over/under a .5 line.
import {
  BS_NAMES,
  OUTCOME_NAMES,
  UP_NAMES,
  type BetKind,
  type BsName,
  type OutcomeName,
  type UpName,
} from './bet-slip';
import type { PickResult } from './parlay';

export type SportsScore = {
  home: number;
  away: number;
  halfHome: number;
  halfAway: number;
};

/** A pick of one bet kind (BET_KINDS); its name is checked against the kind when settled. */
export type SportsPick = { kind: BetKind; name: string; handicap_val?: string | null };

/** What the line helpers read: a sports pick, or a cricket total-runs market in the same shape. */
type LinePick = { kind: string; handicap_val?: string | null | undefined };

export class SportsPickError extends Error {
  override readonly name = 'SportsPickError';
}

const isOneOf = <T extends string>(names: readonly T[], name: string): name is T =>
  (names as readonly string[]).includes(name);

function resultOf(home: number, away: number): OutcomeName {
  if (home > away) return 'w';
  return home === away ? 'd' : 'l';
}

function parseLine(pick: LinePick): number {
  const text = pick.handicap_val ?? '';
  if (!/^[+-]?\d{1,4}(\.(0|5))?$/.test(text.trim()))
    throw new SportsPickError(`${pick.kind} needs a line in whole or half units, got "${text}"`);
  return Number(text);
}

function halfLine(pick: LinePick): number {
  const line = parseLine(pick);
  if (Number.isInteger(line))
    throw new SportsPickError(`${pick.kind} needs a .5 line, got "${String(pick.handicap_val)}"`);
  return line;
}

const won = (condition: boolean): PickResult => (condition ? 'won' : 'lost');

function assertScore(score: SportsScore): void {
  const values = [score.home, score.away, score.halfHome, score.halfAway];
  if (!values.every((v) => Number.isInteger(v) && v >= 0))
    throw new SportsPickError('Scores are non-negative integers');
  if (score.halfHome > score.home || score.halfAway > score.away)
    throw new SportsPickError('A half-time score cannot exceed the full-time score');
}

function resultName(pick: SportsPick): OutcomeName {
  if (!isOneOf(OUTCOME_NAMES, pick.name))
    throw new SportsPickError(`Unknown ${pick.kind} outcome "${pick.name}"`);
  return pick.name;
}

const CORRECT_SCORE = /^(\d{1,3}):(\d{1,3})$/;
const OTHER_SCORE = /^other_([wdl])$/;

function correctScore(pick: SportsPick, score: SportsScore, listed: ReadonlySet<string>) {
  const exact = CORRECT_SCORE.exec(pick.name);
  if (exact) return won(Number(exact[1]) === score.home && Number(exact[2]) === score.away);
  const other = OTHER_SCORE.exec(pick.name);
  if (!other) throw new SportsPickError(`Unknown correct score "${pick.name}"`);
  const actual = `${score.home}:${score.away}`;
  return won(!listed.has(actual) && resultOf(score.home, score.away) === other[1]);
}

const GOALS = /^(\d{1,3})(\+)?$/;

function goals(pick: SportsPick, total: number): PickResult {
  const match = GOALS.exec(pick.name);
  if (!match) throw new SportsPickError(`Unknown goals outcome "${pick.name}"`);
  const n = Number(match[1]);
  return won(match[2] === '+' ? total >= n : total === n);
}

const MARGIN = /^([wl])(\d{1,3})(?:-(\d{1,3})|(\+))?$/;

/** Margin range of an mv name: [side, from, to] with to = Infinity for 'N+'. */
export function marginRange(name: string): { side: 'w' | 'l' | 'd'; from: number; to: number } {
  if (name === 'd') return { side: 'd', from: 0, to: 0 };
  const match = MARGIN.exec(name);
  if (!match) throw new SportsPickError(`Unknown margin "${name}"`);
  const from = Number(match[2]);
  const to = match[4] === '+' ? Infinity : match[3] === undefined ? from : Number(match[3]);
  if (from < 1 || to < from) throw new SportsPickError(`Empty margin range "${name}"`);
  return { side: match[1] as 'w' | 'l', from, to };
}

function margin(pick: SportsPick, score: SportsScore): PickResult {
  const range = marginRange(pick.name);
  const diff = score.home - score.away;
  if (range.side === 'd') return won(diff === 0);
  const m = range.side === 'w' ? diff : -diff;
  return won(m >= range.from && m <= range.to);
}

function upDown(pick: SportsPick, total: number): PickResult {
  const name: UpName | undefined = isOneOf(UP_NAMES, pick.name) ? pick.name : undefined;
  if (!name) throw new SportsPickError(`Unknown up/down outcome "${pick.name}"`);
  const above = total > halfLine(pick);
  const odd = total % 2 === 1;
  return won((name[0] === 't') === above && (name[1] === 'd') === odd);
}

/**
 * Result of one pick for a final score. `listedScores` are the exact scores the correct-score
 * market offered (other_* wins only for a score outside them). Malformed picks throw
 * SportsPickError; a postponed or cancelled match is voided by the caller, not here.
 */
export function sportsPickResult(
  pick: SportsPick,
  score: SportsScore,
  listedScores: ReadonlySet<string> = new Set(),
): PickResult {
  assertScore(score);
  const total = score.home + score.away;
  switch (pick.kind) {
    case 'wl':
      return won(resultOf(score.home, score.away) === resultName(pick));
    case 'handicap': {
      const line = parseLine(pick);
      const name = resultName(pick);
      if (name === 'd' && !Number.isInteger(line))
        throw new SportsPickError('A half handicap line has no draw');
      return won(resultOf(score.home + line, score.away) === name);
    }
    case 'correct_score':
      return correctScore(pick, score, listedScores);
    case 'goals':
      return goals(pick, total);
    case 'half':
      return won(resultOf(score.halfHome, score.halfAway) === resultName(pick));
    case 'bs': {
      const line = halfLine(pick);
      const name: BsName | undefined = isOneOf(BS_NAMES, pick.name) ? pick.name : undefined;
      if (!name) throw new SportsPickError(`Unknown big/small outcome "${pick.name}"`);
      return won((name === 'big') === total > line);
    }
    case 'mv':
      return margin(pick, score);
    case 'up':
      return upDown(pick, total);
    default:
      // A kind outside BET_KINDS can still arrive from stored or outside data.
      throw new SportsPickError(`Unknown bet kind "${String(pick.kind)}"`);
  }
}

export type CricketResult = { runsA: number; runsB: number; toss: 'a' | 'b' };
export type CricketMarketKind = 'winner' | 'toss' | 'total_runs';
export type CricketPick = { market: CricketMarketKind; option: string; line?: string };

/** Result of a cricket pick: winner and toss are 'a' or 'b'; total runs 'over' or 'under'. */
export function cricketPickResult(pick: CricketPick, result: CricketResult): PickResult {
  const runs = [result.runsA, result.runsB];
  if (!runs.every((r) => Number.isInteger(r) && r >= 0))
    throw new SportsPickError('Runs are non-negative integers');
  switch (pick.market) {
    case 'winner':
      if (pick.option !== 'a' && pick.option !== 'b')
        throw new SportsPickError(`Unknown winner option "${pick.option}"`);
      if (result.runsA === result.runsB) return 'void';
      return won((result.runsA > result.runsB ? 'a' : 'b') === pick.option);
    case 'toss':
      if (pick.option !== 'a' && pick.option !== 'b')
        throw new SportsPickError(`Unknown toss option "${pick.option}"`);
      return won(result.toss === pick.option);
    case 'total_runs': {
      const line = halfLine({ kind: 'total_runs', handicap_val: pick.line });
      if (pick.option !== 'over' && pick.option !== 'under')
        throw new SportsPickError(`Unknown total-runs option "${pick.option}"`);
      return won((pick.option === 'over') === result.runsA + result.runsB > line);
    }
    default:
      throw new SportsPickError(`Unknown cricket market "${String(pick.market)}"`);
  }
}
