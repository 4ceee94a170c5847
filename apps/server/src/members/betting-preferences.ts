// A member's betting preferences (issue 15): the odds format and odds-change policy of the bet
// slip (@bet/domain/odds-format), and starred matches and leagues, at most MAX_SPORT_FAVORITES
// together. Starring or unstarring twice changes nothing.
import type { BettingSettings, Favorites, SetFavoriteBody } from '@bet/api/contract/sports-schemas';
import { MAX_SPORT_FAVORITES } from '@bet/domain/constants';
import {
  DEFAULT_ODDS_CHANGE_POLICY,
  DEFAULT_ODDS_FORMAT,
  isOddsChangePolicy,
  isOddsFormat,
} from '@bet/domain/odds-format';
import type { Db } from '../db/database.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { keyedRefusal } from '../http/errors.ts';

export const TOO_MANY_FAVORITES_MSG = `At most ${MAX_SPORT_FAVORITES} favorites: remove one first`;

/** The member's settings, the defaults (decimal, ask) until saved. */
export async function bettingSettings(db: Db | Tx, memberId: bigint): Promise<BettingSettings> {
  const row = await db
    .selectFrom('member_betting_settings')
    .select(['odds_format', 'odds_change'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return {
    odds_format: isOddsFormat(row?.odds_format) ? row.odds_format : DEFAULT_ODDS_FORMAT,
    odds_change: isOddsChangePolicy(row?.odds_change)
      ? row.odds_change
      : DEFAULT_ODDS_CHANGE_POLICY,
  };
}

export async function saveBettingSettings(
  db: Db,
  memberId: bigint,
  settings: BettingSettings,
  now: Date,
): Promise<BettingSettings> {
  const values = { ...settings, updated_at: now };
  await db
    .insertInto('member_betting_settings')
    .values({ member_id: memberId, ...values })
    .onConflict((conflict) => conflict.column('member_id').doUpdateSet(values))
    .execute();
  return bettingSettings(db, memberId);
}

/** Starred matches and leagues, oldest first. */
export async function favorites(db: Db | Tx, memberId: bigint): Promise<Favorites> {
  const rows = await db
    .selectFrom('member_favorites')
    .select(['kind', 'item'])
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('item')
    .execute();
  return {
    matches: rows.filter((row) => row.kind === 'match').map((row) => row.item),
    leagues: rows.filter((row) => row.kind === 'league').map((row) => row.item),
  };
}

/**
 * Stars or unstars one match or league. Adding a new one past the cap is refused (errors catalogue
 * key errors.tooManyFavorites); the member's row is locked so concurrent stars count.
 */
export function setFavorite(
  db: Db,
  memberId: bigint,
  change: SetFavoriteBody,
  now: Date,
): Promise<Favorites> {
  return inTransaction(db, async (tx) => {
    await tx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
    const mine = tx
      .deleteFrom('member_favorites')
      .where('member_id', '=', memberId)
      .where('kind', '=', change.kind)
      .where('item', '=', change.id);
    if (!change.on) {
      await mine.execute();
      return favorites(tx, memberId);
    }
    const current = await favorites(tx, memberId);
    const list = change.kind === 'match' ? current.matches : current.leagues;
    if (list.includes(change.id)) return current;
    if (current.matches.length + current.leagues.length >= MAX_SPORT_FAVORITES)
      throw keyedRefusal(TOO_MANY_FAVORITES_MSG, 'errors.tooManyFavorites');
    await tx
      .insertInto('member_favorites')
      .values({ member_id: memberId, kind: change.kind, item: change.id, created_at: now })
      .onConflict((conflict) => conflict.columns(['member_id', 'kind', 'item']).doNothing())
      .execute();
    return favorites(tx, memberId);
  });
}
