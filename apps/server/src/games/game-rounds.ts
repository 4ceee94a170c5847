// A round of the demo game: the bet leaves the game wallet for the house, the win comes back, in
// one ledger entry, and the round is recorded for mybet lists and statistics.
import { randomInt } from 'node:crypto';
import type { Tx } from '../db/transaction.ts';
import { businessError } from '../http/errors.ts';
import { ENTRY_KIND } from '../ledger/entry-kinds.ts';
import { post, systemAccountId } from '../ledger/ledger.ts';
import { orderNo } from '../wallet/order-no.ts';
import { assertMayPlay } from '../safety/rules.ts';
import { gameWalletId } from './game-wallets.ts';
import type { GameSession } from './game-sessions.ts';
import { findProviderGame } from './provider-catalog.ts';
import { REEL_SPAN, payoutMultiple, symbolAt, type SlotSymbol } from './slot-machine.ts';

export interface Round {
  bet_no: string;
  reels: SlotSymbol[];
  bet: bigint;
  win: bigint;
  game_balance: bigint;
}

/** Spins with a CSPRNG; `reels` lets a test fix the outcome. */
export async function playRound(
  tx: Tx,
  session: GameSession,
  bet: bigint,
  now: Date,
  reels: SlotSymbol[] = [0, 1, 2].map(() => symbolAt(randomInt(0, REEL_SPAN))),
): Promise<Round> {
  const wallet = await gameWalletId(tx, session.memberId, session.provider);
  await assertMayPlay(tx, session.memberId, now);
  if (wallet.balance < bet)
    throw businessError('Insufficient game balance: transfer money in first');
  const win = bet * BigInt(payoutMultiple(reels));
  const number = orderNo('G', now);
  if (win !== bet) {
    await post(tx, {
      kind: ENTRY_KIND.gameRound,
      memberId: session.memberId,
      reference: number,
      memo: `Round ${number}`,
      at: now,
      postings: [
        { accountId: wallet.id, amount: win - bet },
        { accountId: await systemAccountId(tx, 'house'), amount: bet - win },
      ],
    });
  }
  const name = findProviderGame(session.provider, session.gameId)?.name ?? session.gameId;
  await tx
    .insertInto('provider_bets')
    .values({
      bet_no: number,
      member_id: session.memberId,
      provider: session.provider,
      game_id: session.gameId,
      game_name: name,
      bet_amount: bet,
      win_amount: win,
      created_at: now,
    })
    .execute();
  return { bet_no: number, reels, bet, win, game_balance: wallet.balance - bet + win };
}
