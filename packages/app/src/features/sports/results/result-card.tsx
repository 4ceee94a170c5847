// One finished match: league, kick-off time, both teams with their badges and the final score, and
// the half-time score when the feed has one. The winner's line is emphasised (by weight, not only
// colour). Stacked on phones, one line of three columns from the md breakpoint (768 px).
import { matchTitle, TeamLogo } from '@bet/ui/match-row';
import { up } from '@bet/ui/theme';
import styled from 'styled-components';
import { useAppText } from '../../../lib/i18n/use-app-text';
import { FormattedDate } from '../../../lib/ui/formatted-date';
import type { MatchResult } from './group-results';

const Card = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.palette.surface.surface};

  ${up('md')} {
    grid-template-columns: 11rem minmax(0, 1fr) 6rem;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.lg};
  }
`;

const Info = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};

  ${up('md')} {
    grid-column: auto;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.spacing.xxs};
  }
`;

const When = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-variant-numeric: tabular-nums;
`;

const Status = styled.abbr`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.palette.surface.raised};
  color: ${({ theme }) => theme.palette.text.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: none;
`;

const League = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Teams = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const Team = styled.div<{ $won: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  color: ${({ theme, $won }) => ($won ? theme.palette.text.primary : theme.palette.text.secondary)};
  font-weight: ${({ theme, $won }) =>
    $won ? theme.typography.fontWeight.semibold : theme.typography.fontWeight.regular};
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Score = styled.span`
  flex: none;
  min-width: 2ch;
  color: ${({ theme }) => theme.palette.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

const Half = styled.p`
  align-self: end;
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  text-align: end;

  ${up('md')} {
    align-self: center;
    text-align: center;
  }
`;

const goals = (value: number | null) => (value === null ? '–' : String(value));

function halfTime(result: MatchResult): string | undefined {
  const { half_home_score: home, half_away_score: away } = result;
  return home === null || away === null ? undefined : `${home}–${away}`;
}

export function ResultCard({ result }: { result: MatchResult }) {
  const text = useAppText();
  const home = { name: result.home_name, pic: result.home_pic };
  const away = { name: result.away_name, pic: result.away_pic };
  const kickOff = new Date(result.match_start_time * 1000).toISOString();
  const homeGoals = result.home_score ?? 0;
  const awayGoals = result.away_score ?? 0;
  const half = halfTime(result);
  return (
    <Card aria-label={matchTitle(home, away)} data-testid="match-result">
      <Info>
        <When>
          <Status title={text('results.fullTime')}>{text('results.fullTimeShort')}</Status>
          <FormattedDate value={kickOff} pattern="p" />
        </When>
        <League title={result.league_name}>{result.league_name}</League>
      </Info>
      <Teams>
        {[
          { team: home, score: result.home_score, won: homeGoals > awayGoals },
          { team: away, score: result.away_score, won: awayGoals > homeGoals },
        ].map(({ team, score, won }, index) => (
          <Team key={index} $won={won}>
            <TeamLogo name={team.name} pic={team.pic} />
            <Name title={team.name}>{team.name}</Name>
            <Score>{goals(score)}</Score>
          </Team>
        ))}
      </Teams>
      {half === undefined ? null : (
        <Half>
          <abbr title={text('results.halfTime')}>{text('results.halfTimeShort')}</abbr> {half}
        </Half>
      )}
    </Card>
  );
}
