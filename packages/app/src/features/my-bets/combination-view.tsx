// One combination of a bet (spec section 3): its legs with the match, the pick, the odds and the
// score, and its own result (bonus and extra bonus).
import { formatOddsAs } from '@bet/domain/odds-format';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { pickLabel, useBettingSettings } from '../bet-slip';
import { Figures } from './bet-figures';
import type { MyBet } from './my-bets-queries';

type Combination = MyBet['combinations'][number];
type Leg = Combination['legs'][number];

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};

  & > h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

const Legs = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xxs};
    padding-bottom: ${({ theme }) => theme.spacing.xs};
    border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
  }
`;

const Muted = styled.small`
  color: ${({ theme }) => theme.palette.text.secondary};
`;

function scoreOf(leg: Leg): string {
  return leg.home_score === null || leg.away_score === null
    ? '–'
    : `${leg.home_score} : ${leg.away_score}`;
}

function LegRow({ leg }: { leg: Leg }) {
  const t = useText();
  const { settings } = useBettingSettings();
  return (
    <li>
      <strong>{`${leg.home_name} ${t('betting:versus')} ${leg.away_name}`}</strong>
      <Muted>{leg.league_name}</Muted>
      <span>{`${t('betting:selection')}: ${pickLabel(t, { kind: leg.kind, name: leg.name, handicap: leg.handicap_val, home: leg.home_name, away: leg.away_name })} @ ${formatOddsAs(leg.odds, settings.odds_format)}`}</span>
      <span>{`${t('betting:score')}: ${scoreOf(leg)}`}</span>
    </li>
  );
}

export interface CombinationViewProps {
  readonly combination: Combination;
  readonly index: number;
  readonly currency: string;
}

export function CombinationView({ combination, index, currency }: CombinationViewProps) {
  const t = useText();
  const title = t('betting:myBets.combination', { n: index + 1 });
  return (
    <Box aria-label={title}>
      <h4>{title}</h4>
      <Legs aria-label={t('betting:myBets.legs')}>
        {combination.legs.map((leg) => (
          <LegRow key={`${leg.match_id}-${leg.kind}-${leg.name}`} leg={leg} />
        ))}
      </Legs>
      <Figures>
        <dt>{t('betting:bonus')}</dt>
        <dd>{`${combination.result.bonus} ${currency}`}</dd>
        <dt>{t('betting:myBets.extraBonus')}</dt>
        <dd>{`${combination.result.extra_bonus} ${currency}`}</dd>
      </Figures>
    </Box>
  );
}
