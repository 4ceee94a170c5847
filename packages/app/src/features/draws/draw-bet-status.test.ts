import { BET_STATUS } from '@bet/domain/statuses';
import { describe, expect, it } from 'vitest';
import { drawBetStatus, isPendingDrawBet } from './draw-bet-status';

const bet = (
  status: 1 | 16 | 32,
  outcome: 'win' | 'loss' | 'refund' | null,
  payout: string | null,
) => ({
  status,
  outcome,
  payout,
});

describe("a draw bet's status", () => {
  it('is pending until its draw settles it', () => {
    expect(drawBetStatus(bet(BET_STATUS.pending, null, null))).toBe('PENDING');
    expect(isPendingDrawBet(bet(BET_STATUS.pending, null, null))).toBe(true);
  });

  it('is what the settlement decided once settled', () => {
    expect(drawBetStatus(bet(BET_STATUS.settled, 'win', '470'))).toBe('WIN');
    expect(drawBetStatus(bet(BET_STATUS.settled, 'loss', '0'))).toBe('LOSS');
    // A refund pays the stake back: not a win, though its payout is above 0.
    expect(drawBetStatus(bet(BET_STATUS.settled, 'refund', '10'))).toBe('REFUND');
    expect(isPendingDrawBet(bet(BET_STATUS.settled, 'loss', '0'))).toBe(false);
  });

  it('is cancelled with its draw', () => {
    expect(drawBetStatus(bet(BET_STATUS.cancelled, 'refund', '10'))).toBe('CANCELED');
  });

  it('falls back on the payout when a settled bet has no outcome', () => {
    expect(drawBetStatus(bet(BET_STATUS.settled, null, '20'))).toBe('WIN');
    expect(drawBetStatus(bet(BET_STATUS.settled, null, '0'))).toBe('LOSS');
  });
});
