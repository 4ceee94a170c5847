// The stakes of a draw game's board (spec sections 3 and 5): every bet the board picked, with its
// stake per ticket, quick amounts for all, the total and the estimated payout, then Place, one
// request for the open draw. While betting is closed the stakes cannot change and nothing is sent.
import type { MarkSixSelection } from '@bet/domain/mark-six';
import type { RacingSelection } from '@bet/domain/racing';
import { formatBalance } from '@bet/domain/money';
import { useText } from '@bet/ui/text';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../lib/api/error-message';
import { useNamespaces } from '../../lib/i18n/text';
import type { DrawBet, DrawGame } from './draw-bets';
import { QuickAmounts } from './quick-amounts';
import { StakeRow } from './stake-row';
import { stakesSummary } from './stakes';
import { StakesFooter } from './stakes-footer';
import { useDrawBets } from './use-draw-bets';
import { usePlaceDrawBets, type PlacedDrawOrder } from './use-place-draw-bets';
import { useStakeLimits } from './use-stake-limits';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  align-content: start;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.palette.surface.raised};

  h2,
  p {
    margin: 0;
  }

  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Message = styled.p<{ $tone: 'success' | 'error' }>`
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.palette[$tone].soft};
`;

export interface StakesPanelProps {
  readonly game: DrawGame;
  /** The open draw the bets go to; undefined while it is read. */
  readonly matchId: string | undefined;
  /** Betting is closed (the deadline passed, the game is not active). */
  readonly closed: boolean;
  readonly labelOf: (selection: MarkSixSelection | RacingSelection) => string;
  /** The estimated payout of one staked bet (markSixEstimatedPayout, racingEstimatedPayout). */
  readonly estimate: (bet: DrawBet) => string;
}

export function StakesPanel({ game, matchId, closed, labelOf, estimate }: StakesPanelProps) {
  useNamespaces('betting', 'lottery');
  const t = useText();
  const headingId = useId();
  const { bets, setAmount, remove, clear } = useDrawBets(game);
  const limits = useStakeLimits();
  const placement = usePlaceDrawBets(game);
  const [placed, setPlaced] = useState<PlacedDrawOrder | null>(null);
  const summary = stakesSummary(bets, limits, estimate);
  const canPlace = !closed && matchId !== undefined && summary.placeable && !placement.pending;
  const amounts = new Set(bets.map((bet) => bet.amount));
  const place = async () => {
    if (!canPlace || matchId === undefined) return;
    const outcome = await placement.place({ matchId, bets, currency: limits.currency });
    if (outcome.kind !== 'placed') return;
    clear();
    setPlaced(outcome.order);
  };
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('lottery:stakes.title', { count: bets.length })}</h2>
      {bets.length === 0 ? (
        <p>{t('lottery:stakes.empty')}</p>
      ) : (
        <>
          <QuickAmounts
            current={amounts.size === 1 ? [...amounts][0] : undefined}
            disabled={closed}
            onPick={(amount) => bets.forEach((bet) => setAmount(bet.pick.key, amount))}
          />
          <List>
            {summary.lines.map((line) => (
              <StakeRow
                key={line.bet.pick.key}
                line={line}
                label={labelOf(line.bet.pick.selection)}
                currency={limits.currency}
                disabled={closed}
                onAmount={(amount) => setAmount(line.bet.pick.key, amount)}
                onRemove={() => remove(line.bet.pick.key)}
              />
            ))}
          </List>
          <StakesFooter
            summary={summary}
            currency={limits.currency}
            canPlace={canPlace}
            sending={placement.pending}
            onClear={clear}
            onPlace={() => void place()}
          />
        </>
      )}
      {placement.error !== null && (
        <Message $tone="error" role="alert">
          {errorMessage(t, placement.error)}
        </Message>
      )}
      <div role="status">
        {placed !== null && bets.length === 0 && (
          <Message $tone="success">
            {t('lottery:stakes.placed', {
              tickets: placed.tickets,
              total: formatBalance(placed.total_stake),
              currency: limits.currency,
              order: placed.order_id,
            })}
          </Message>
        )}
      </div>
    </Panel>
  );
}
