// One bet in the my-bets list: its match (or how many a parlay spans), league, time, status,
// stake and payout. The whole card is a button that opens the bet in full.
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { FormattedDate } from '../../lib/ui/formatted-date';
import { BetFigures } from './bet-figures';
import { BetStatusBadge } from './bet-status-badge';
import { displayStatusOf, type MyBet } from './my-bets-queries';

const Card = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.palette.surface.raised};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.border.focus};
    outline-offset: 2px;
  }
`;

const Top = styled.span`
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Muted = styled.small`
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/** The distinct matches of a bet, in the order of its legs. */
export function matchesOf(bet: MyBet) {
  const seen = new Map<number, MyBet['combinations'][number]['legs'][number]>();
  for (const combination of bet.combinations)
    for (const leg of combination.legs) if (!seen.has(leg.match_id)) seen.set(leg.match_id, leg);
  return [...seen.values()];
}

export function MyBetCard({ bet, onOpen }: { bet: MyBet; onOpen: (bet: MyBet) => void }) {
  const t = useText();
  const matches = matchesOf(bet);
  const first = matches[0];
  const title =
    matches.length === 1 && first !== undefined
      ? `${first.home_name} ${t('betting:versus')} ${first.away_name}`
      : t('betting:myBets.matches', { n: matches.length });
  return (
    <Card type="button" data-bet-id={bet.bet_id} onClick={() => onOpen(bet)}>
      <Top>
        <strong>{title}</strong>
        <BetStatusBadge status={displayStatusOf(bet)} />
      </Top>
      {matches.length === 1 && first !== undefined && <Muted>{first.league_name}</Muted>}
      <BetFigures bet={bet} />
      <Muted>
        {`${t('betting:betId')}: ${bet.bet_id} · `}
        <FormattedDate value={bet.create_at} />
      </Muted>
    </Card>
  );
}
