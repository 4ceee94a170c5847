// The slip's limits (spec sections 3 and 5): the selected game's bet limits (games.betLimits, read
// again when the game changes: the game is in the query key) and the currency's record
// (config.currencies: exchange rate and sport_bet_min). The margin is the domain's betMargin; the
// warnings are the domain's betWarnings, with the currency minimum as one more minimum.
import { betMargin, betWarnings, type BetWarningKey } from '@bet/domain/bet-limits';
import { GAME_IDS } from '@bet/domain/games';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpointQuery } from '../../lib/api/endpoint-query';
import type { SlipGame } from './slip-atoms';

export interface SlipLimits {
  readonly warnings: readonly BetWarningKey[];
  /** The margin in the selected currency (upper '∞' without a maximum). */
  readonly bounds: { readonly lower: string; readonly upper: string } | undefined;
}

export interface SlipLimitsInput {
  readonly game: SlipGame;
  readonly currency: string;
  /** The stake per ticket and the total cost, in the selected currency. */
  readonly stake: string;
  readonly cost: string | undefined;
  readonly balance: string | undefined;
  readonly multiple: number;
  readonly member: boolean;
}

const AMOUNT = /^\d+(\.\d+)?$/;

export function useSlipLimits(input: SlipLimitsInput): SlipLimits {
  const limits = useQuery(
    endpointQuery('games.betLimits', { query: { game_id: GAME_IDS[input.game] } }),
  );
  const currencies = useQuery(endpointQuery('config.currencies'));
  const { currency, stake, cost, balance, multiple, member } = input;
  // The same figures give the same arrays, so the slip's memoised stake field skips a render.
  return useMemo(() => {
    const record = currencies.data?.find((c) => c.currency === currency);
    const exchange = record?.exchange ?? '1';
    const rows = limits.data ?? [];
    const margin = betMargin(rows.map((l) => ({ min: Number(l.bet_min), max: Number(l.bet_max) })));
    const rate = Number(exchange);
    const currencyMin = Number(record?.sport_bet_min ?? 0);
    const lower = Math.max(margin.lower * rate, currencyMin);
    const bounds =
      rows.length > 0 || record !== undefined
        ? {
            lower: lower.toFixed(2),
            upper: Number.isFinite(margin.upper) ? (margin.upper * rate).toFixed(2) : '∞',
          }
        : undefined;
    if (!member || !AMOUNT.test(stake) || cost === undefined) {
      return { warnings: [], bounds };
    }
    const multiples = rows.map((l) => l.multiple_min).filter((m) => m > 0);
    const maxMultiples = rows.map((l) => l.multiple_max).filter((m) => m > 0);
    const warnings = betWarnings({
      betAmount: stake,
      exchangeRate: exchange,
      ...(margin.lower > 0 ? { minBet: margin.lower } : {}),
      ...(Number.isFinite(margin.upper) ? { maxBet: margin.upper } : {}),
      multiple,
      ...(multiples.length > 0 ? { minMultiple: Math.max(...multiples) } : {}),
      ...(maxMultiples.length > 0 ? { maxMultiple: Math.min(...maxMultiples) } : {}),
    });
    const belowCurrencyMin = currencyMin > 0 && Number(stake) > 0 && Number(stake) < currencyMin;
    const extra: BetWarningKey[] = [];
    if (belowCurrencyMin && !warnings.includes('belowMinBet')) extra.push('belowMinBet');
    if (balance !== undefined && Number(cost) > Number(balance)) {
      if (!warnings.includes('insufficientAccountBalance'))
        extra.push('insufficientAccountBalance');
    }
    return { warnings: [...warnings, ...extra], bounds };
  }, [limits.data, currencies.data, currency, stake, cost, balance, multiple, member]);
}
