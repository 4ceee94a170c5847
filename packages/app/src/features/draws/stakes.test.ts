import { describe, expect, it } from 'vitest';
import type { DrawBet, DrawPick } from './draw-bets';
import { stakeOf, stakesSummary, type StakeLimits } from './stakes';

const pick = (key: string, extra: Partial<DrawPick> = {}): DrawPick => ({
  key,
  selection: { type: 'specialCode', ball: 7 },
  odds: '47',
  min: '2',
  max: '500',
  tickets: 1,
  ...extra,
});
const bet = (amount: string, extra: Partial<DrawPick> = {}): DrawBet => ({
  pick: pick(`k${amount}`, extra),
  amount,
});
const USDT: StakeLimits = { rate: '1', currencyMin: '1', balance: '1000' };
/** stake x odds x tickets, as the domain's estimate of a plain bet. */
const estimate = (b: DrawBet) => String(Number(b.amount) * Number(b.pick.odds) * b.pick.tickets);

describe('stakesSummary', () => {
  it('totals amount x tickets and the estimates of the staked bets', () => {
    const summary = stakesSummary([bet('10'), bet('5', { tickets: 3, odds: '3' })], USDT, estimate);
    expect(summary.total).toBe('25');
    expect(summary.payout).toBe('515');
    expect(summary.lines.map((line) => line.total)).toEqual(['10', '15']);
    expect(summary.placeable).toBe(true);
  });

  it("warns per bet below the line's minimum or above its maximum, scaled by the rate", () => {
    const [low, high, fine] = stakesSummary(
      [bet('1.5'), bet('501'), bet('2')],
      USDT,
      estimate,
    ).lines;
    expect(low?.warnings).toEqual(['belowLotteryGameMinBet']);
    expect(high?.warnings).toEqual(['exceedsLotteryGameMaxBet']);
    expect(fine?.warnings).toEqual([]);
    const brl = stakesSummary([bet('9'), bet('2600')], { rate: '5', currencyMin: '1' }, estimate);
    expect(brl.lines.map((line) => line.warnings)).toEqual([
      ['belowLotteryGameMinBet'],
      ['exceedsLotteryGameMaxBet'],
    ]);
    expect(brl.lines[0]).toMatchObject({ lower: '10', upper: '2500' });
  });

  it("takes the currency's lotter_bet_min as a minimum too; a line without limits has none", () => {
    const free = { min: '0', max: '0' };
    const [below, at] = stakesSummary(
      [bet('0.5', free), bet('1', free)],
      { rate: '1', currencyMin: '1' },
      estimate,
    ).lines;
    expect(below?.warnings).toEqual(['belowLotteryGameMinBet']);
    expect(at?.warnings).toEqual([]);
    expect(at).toMatchObject({ lower: '1', upper: undefined });
  });

  it('is not placeable while a bet has no stake, a bet warns, or the balance is short', () => {
    const empty = stakesSummary([bet('10'), bet('')], USDT, estimate);
    expect(empty).toMatchObject({ unstaked: 1, placeable: false, total: '10' });
    expect(stakesSummary([bet('600')], USDT, estimate).placeable).toBe(false);
    const short = stakesSummary([bet('400', { tickets: 3 })], USDT, estimate);
    expect(short.warnings).toEqual(['insufficientAccountBalance']);
    expect(short.placeable).toBe(false);
    expect(stakesSummary([], USDT, estimate).placeable).toBe(false);
  });

  it('reads only whole positive amounts as stakes', () => {
    expect(['', '0', '0.00', '12.', 'abc'].map(stakeOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(stakeOf('0.5')).toBeDefined();
  });
});
