// MatchRow: one match of a sport lobby (spec sections 2 and 3: league, home and away names and
// pictures, kick-off time, live score) with its row of OddsButtons passed as children. The
// caller formats the kick-off time (date-fns / Intl in the page language).
import { useId, type ReactNode } from 'react';
import { useUiStrings } from '../../strings';
import {
  Info,
  League,
  LiveBadge,
  Odds,
  Root,
  Score,
  Team,
  TeamName,
  Teams,
  When,
} from './match-row-styles';
import { TeamLogo } from './team-logo';

export interface MatchTeam {
  readonly name: string;
  readonly pic?: string | undefined;
}

export interface LiveScore {
  readonly home: number;
  readonly away: number;
}

export interface MatchRowProps {
  readonly league: string;
  readonly home: MatchTeam;
  readonly away: MatchTeam;
  /** Formatted kick-off, e.g. 'Today 20:30'. */
  readonly kickOff: string;
  /** Present while the match is live: the row shows the score and a live badge. */
  readonly score?: LiveScore | undefined;
  /** Match clock while live, e.g. "63'"; replaces the kick-off time. */
  readonly clock?: string | undefined;
  /** The OddsButtons of the main market. */
  readonly children?: ReactNode;
  readonly className?: string | undefined;
}

/** The name of a match for labels: 'Home – Away'. */
export function matchTitle(home: MatchTeam, away: MatchTeam): string {
  return `${home.name} – ${away.name}`;
}

function scoreText(value: number): string {
  return Number.isInteger(value) && value >= 0 ? String(value) : '–';
}

export function MatchRow(props: MatchRowProps) {
  const { league, home, away, kickOff, score, clock, children, className } = props;
  const t = useUiStrings();
  const titleId = useId();
  const live = score !== undefined;
  return (
    <Root aria-labelledby={titleId} className={className} data-live={live || undefined}>
      <Info>
        <League title={league}>{league}</League>
        <When>
          {live ? <LiveBadge>{t('live')}</LiveBadge> : null}
          {live && clock !== undefined ? clock : kickOff}
        </When>
      </Info>
      <Teams id={titleId}>
        {[
          { team: home, goals: score?.home },
          { team: away, goals: score?.away },
        ].map(({ team, goals }, index) => (
          <Team key={index}>
            <TeamLogo name={team.name} pic={team.pic} />
            <TeamName title={team.name}>{team.name}</TeamName>
            {goals === undefined ? null : <Score>{scoreText(goals)}</Score>}
          </Team>
        ))}
      </Teams>
      {children === undefined ? null : (
        <Odds role="group" aria-label={matchTitle(home, away)}>
          {children}
        </Odds>
      )}
    </Root>
  );
}
