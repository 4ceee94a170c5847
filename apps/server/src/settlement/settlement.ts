// Settles every open bet once its result has landed (issue 5, "Settlement"): drawn or cancelled
// draws, and matches with a result (finished, cancelled, or void after a postponement). It works
// from what the database says is unsettled, so a run after a crash finishes what the crashed run
// started; bookSettlement makes a second settlement of the same bet a no-op.
import { BET_STATUS } from '@bet/domain/statuses';
import type { Db } from '../db/database.ts';
import type { BetRow, DrawRow, MatchDetail, SportMatch } from '../db/schema-games.ts';
import { RACING_GAME } from '../feeds/draw-schedule.ts';
import type { Logger } from '../log/logger.ts';
import { bookSettlement, type Decided, type SystemAccounts } from './book-settlement.ts';
import {
  cancelled,
  decideCricket,
  decideLottery,
  decideRacing,
  decideSports,
  type FinalMatch,
} from './decisions.ts';
import type { SportsDetail } from '../betting/details.ts';

const CHUNK = 500;

export interface SettlementDeps {
  db: Db;
  logger: Logger;
  accounts: SystemAccounts;
}

export class Settlement {
  readonly #deps: SettlementDeps;

  constructor(deps: SettlementDeps) {
    this.#deps = deps;
  }

  async run(now: Date): Promise<void> {
    await this.#settleDraws(now);
    await this.#settleMatches(now);
  }

  async #book(decided: Decided[], now: Date): Promise<void> {
    for (let i = 0; i < decided.length; i += CHUNK) {
      await bookSettlement(this.#deps.db, this.#deps.accounts, decided.slice(i, i + CHUNK), now);
    }
  }

  async #settleDraws(now: Date): Promise<void> {
    const draws = await this.#deps.db
      .selectFrom('draws')
      .selectAll()
      .where('settled_at', 'is', null)
      .where('state', 'in', ['closed', 'canceled'])
      .orderBy('draw_at')
      .execute();
    for (const draw of draws) {
      const bets = await this.#deps.db
        .selectFrom('bets')
        .selectAll()
        .where('game', '=', draw.game)
        .where('draw_match_id', '=', draw.match_id)
        .where('status', '=', BET_STATUS.pending)
        .execute();
      await this.#book(
        bets.map((bet) => ({ bet, decision: drawDecision(bet, draw) })),
        now,
      );
      await this.#deps.db
        .updateTable('draws')
        .set({ state: draw.state === 'closed' ? 'settled' : 'canceled', settled_at: now })
        .where('game', '=', draw.game)
        .where('match_id', '=', draw.match_id)
        .execute();
      if (bets.length > 0)
        this.#deps.logger.info('draw settled', {
          game: draw.game,
          draw: draw.match_id,
          bets: bets.length,
        });
    }
  }

  async #settleMatches(now: Date): Promise<void> {
    const matches = await this.#deps.db
      .selectFrom('sport_matches')
      .select('id')
      .where('result_at', 'is not', null)
      .where('settled_at', 'is', null)
      .orderBy('result_at')
      .execute();
    for (const { id } of matches) {
      const bets = await this.#deps.db
        .selectFrom('bet_matches')
        .innerJoin('bets', 'bets.id', 'bet_matches.bet_id')
        .selectAll('bets')
        .where('bet_matches.match_id', '=', id)
        .where('bets.status', '=', BET_STATUS.pending)
        .execute();
      const finals = await this.#finals(bets);
      const decided = bets.flatMap((bet) => {
        const decision = matchDecision(bet, finals);
        return decision ? [{ bet, decision }] : [];
      });
      await this.#book(decided, now);
      await this.#deps.db
        .updateTable('sport_matches')
        .set({ settled_at: now })
        .where('id', '=', id)
        .execute();
    }
  }

  /** The landed results of every match the bets touch (keyed by id as text). */
  async #finals(bets: BetRow[]): Promise<Map<string, FinalMatch>> {
    const ids = [...new Set(bets.flatMap(matchIdsOf))];
    if (ids.length === 0) return new Map();
    const rows = await this.#deps.db
      .selectFrom('sport_matches')
      .selectAll()
      .where(
        'id',
        'in',
        ids.map((id) => BigInt(id)),
      )
      .where('result_at', 'is not', null)
      .execute();
    return new Map(
      rows.flatMap((row) =>
        row.state === 'live' || row.state === 'upcoming'
          ? []
          : [[String(row.id), finalOf(row, row.state)] as const],
      ),
    );
  }
}

function finalOf(row: SportMatch, state: FinalMatch['state']): FinalMatch {
  return {
    state,
    home: row.home_score,
    away: row.away_score,
    halfHome: row.half_home,
    halfAway: row.half_away,
    toss: (row.detail as MatchDetail | null)?.toss ?? null,
  };
}

function matchIdsOf(bet: BetRow): string[] {
  if (bet.category === 'cricket') return [String((bet.detail as { matchId: string }).matchId)];
  return (bet.detail as SportsDetail).legs.map((leg) => leg.match_id);
}

function drawDecision(bet: BetRow, draw: DrawRow) {
  if (draw.state === 'canceled') return cancelled(bet, 'draw cancelled');
  const result = { numbers: draw.numbers ?? [], special: draw.special, drawAt: draw.draw_at };
  return draw.game === RACING_GAME ? decideRacing(bet, result) : decideLottery(bet, result);
}

function matchDecision(bet: BetRow, finals: Map<string, FinalMatch>) {
  if (bet.category === 'cricket') {
    const final = finals.get(matchIdsOf(bet)[0] ?? '');
    return final ? decideCricket(bet, final) : undefined;
  }
  return decideSports(bet, finals);
}
