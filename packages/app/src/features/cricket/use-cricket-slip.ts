// The cricket slip of one match (spec section 4: cricket toggles a bet within its match), built
// with @bet/domain/bet-slip: toggleCricketBet adds or drops an option, setBetAmount keeps the
// stake per option id. This is the member's choice, not request state.
import { setBetAmount, toggleCricketBet, type CricketMatchBets } from '@bet/domain/bet-slip';
import { useState } from 'react';

export interface CricketPick {
  readonly id: string;
  readonly categoryLabel: string;
  readonly slipLabel: string;
  readonly odd: string;
}

export function useCricketSlip(matchId: string) {
  const [slip, setSlip] = useState<CricketMatchBets[]>([]);
  const [amounts, setAmounts] = useState<Record<string, { amount: number }>>({});
  const [typed, setTyped] = useState<Record<string, string>>({});
  const bets = Object.values(slip.find((m) => m.matchId === matchId)?.bets ?? {});
  return {
    bets,
    isSelected: (id: string) => bets.some((bet) => bet.id === id),
    toggle: (pick: CricketPick) => {
      setSlip((list) => toggleCricketBet(list, matchId, { ...pick, amount: 0 }));
    },
    /** A refused price: the option keeps its stake and takes the server's new odds. */
    updateOdd: (id: string, odd: string) => {
      setSlip((list) =>
        list.map((match) => {
          const bet = match.bets[id];
          return bet === undefined
            ? match
            : { ...match, bets: { ...match.bets, [id]: { ...bet, odd } } };
        }),
      );
    },
    typedAmount: (id: string) => typed[id] ?? '',
    setAmount: (id: string, value: string) => {
      setTyped((all) => ({ ...all, [id]: value }));
      setAmounts((all) => setBetAmount(all, id, value));
    },
    /** The bets with a stake above 0, as cricket.bet takes them. */
    staked: () =>
      bets.flatMap((bet) => {
        const amount = amounts[bet.id]?.amount;
        return amount === undefined
          ? []
          : [
              {
                id: bet.id,
                categoryLabel: bet.categoryLabel,
                slipLabel: bet.slipLabel,
                odd: String(bet.odd),
                amount: String(amount),
              },
            ];
      }),
    clear: () => {
      setSlip([]);
      setAmounts({});
      setTyped({});
    },
  };
}
