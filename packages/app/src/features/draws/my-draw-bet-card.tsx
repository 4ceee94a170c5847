// One bet of a draw game in my bets: what was bet on (the game's own label), its status in words,
// the draw, stake per ticket times tickets, the total, the odds and when it was placed; once
// settled, the payout and the draw's result (the game's own rendering).
import { useText } from '@bet/ui/text';
import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { FormattedDate } from '../../lib/ui/formatted-date';
import { drawBetStatus, type DrawBetsEndpoint, type DrawBetView } from './draw-bet-status';
import { DrawBetStatusBadge } from './draw-bet-status-badge';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: ${({ theme }) => theme.spacing.sm};
  overflow-wrap: anywhere;
`;

const Muted = styled.small`
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.md};
  margin: 0;

  & > dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Result = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding-top: ${({ theme }) => theme.spacing.xs};
  border-top: 1px solid ${({ theme }) => theme.palette.border.default};
`;

export interface MyDrawBetCardProps<Id extends DrawBetsEndpoint> {
  readonly bet: DrawBetView<Id>;
  readonly label: string;
  readonly renderDraw: (draw: NonNullable<DrawBetView<Id>['draw']>) => ReactNode;
}

export function MyDrawBetCard<Id extends DrawBetsEndpoint>(props: MyDrawBetCardProps<Id>) {
  const { bet, label, renderDraw } = props;
  const t = useText();
  const titleId = useId();
  const status = drawBetStatus(bet);
  const money = (amount: string) => `${amount} ${bet.currency}`;
  const draw: DrawBetView<Id>['draw'] = bet.draw;
  return (
    <Card aria-labelledby={titleId} data-bet-id={bet.bet_id} data-status={status}>
      <Top>
        <strong id={titleId}>{label}</strong>
        <DrawBetStatusBadge status={status} />
      </Top>
      <Muted>{t('betting:drawNumber', { number: bet.match_id })}</Muted>
      <Figures>
        <dt>{t('betting:drawBets.stakeTimesTickets')}</dt>
        <dd>{`${money(bet.stake)} × ${String(bet.tickets)}`}</dd>
        <dt>{t('betting:totalStake')}</dt>
        <dd>{money(bet.total_stake)}</dd>
        <dt>{t('betting:odds')}</dt>
        <dd>{bet.odds}</dd>
        {status !== 'PENDING' && bet.payout !== null && (
          <>
            <dt>{t('betting:myBets.payout')}</dt>
            <dd>{money(bet.payout)}</dd>
          </>
        )}
      </Figures>
      {status !== 'PENDING' && draw !== null && (
        <Result>
          <Muted>{t('betting:result')}</Muted>
          {renderDraw(draw)}
        </Result>
      )}
      <Muted>
        {`${t('betting:betId')}: ${bet.bet_id} · `}
        <FormattedDate value={bet.created_at} />
      </Muted>
    </Card>
  );
}
