// A bet's money as label / value pairs: stake, payout once settled, with their currencies.
import { betPayout } from '@bet/domain/money';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { displayStatusOf, type MyBet } from './my-bets-queries';

export const Figures = styled.dl`
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

export function BetFigures({ bet }: { bet: MyBet }) {
  const t = useText();
  const settled = displayStatusOf(bet) !== 'PENDING';
  return (
    <Figures>
      <dt>{t('betting:stake')}</dt>
      <dd>{`${bet.total_price} ${bet.total_currency}`}</dd>
      {settled && (
        <>
          <dt>{t('betting:myBets.payout')}</dt>
          <dd>{`${betPayout(bet.bonus, bet.extra_bonus)} ${bet.bonus_currency}`}</dd>
        </>
      )}
    </Figures>
  );
}
