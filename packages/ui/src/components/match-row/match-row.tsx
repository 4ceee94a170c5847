// MatchRow: one match of a sport lobby (spec sections 2 and 3: league, home and away names and
// pictures, kick-off time, live score) with its row of OddsButtons passed as children, or a
// finished match of the results pages with its final score. The caller formats the kick-off time
// (date-fns / Intl in the page language).
import { useId, type ReactNode } from 'react';
import { useText } from '../../text';
import {
  Aside,
  FinalBadge,
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

/** Goals per side; null where the feed has no count yet (shown as a dash). */
export interface LiveScore {
  readonly home: number | null;
  readonly away: number | null;
}

/** The marker of a finished match, e.g. { label: 'FT', title: 'Full time' }. */
export interface FinalMarker {
  readonly label: string;
  readonly title: string;
}

export interface MatchRowProps {
  readonly league: string;
  readonly home: MatchTeam;
  readonly away: MatchTeam;
  /** Formatted kick-off, e.g. 'Today 20:30' (or an element that formats it). */
  readonly kickOff: ReactNode;
  /** Present while the match is live (or once it is over, with `final`): the score. */
  readonly score?: LiveScore | undefined;
  /** Match clock while live, e.g. "63'"; replaces the kick-off time. */
  readonly clock?: string | undefined;
  /**
   * Present once the match is over: `score` is the final score, shown with this marker instead of
   * the live badge, and the winner's line is emphasised (by weight, not only colour).
   */
  readonly final?: FinalMarker | undefined;
  /** The OddsButtons of the main market; for a finished match, what to show beside the score. */
  readonly children?: ReactNode;
  /** Names the row; by default the teams (and the live score) name it. */
  readonly 'aria-label'?: string | undefined;
  readonly 'data-testid'?: string | undefined;
  readonly className?: string | undefined;
}

/** The name of a match for labels: 'Home – Away'. */
export function matchTitle(home: MatchTeam, away: MatchTeam): string {
  return `${home.name} – ${away.name}`;
}

function scoreText(value: number | null): string {
  return value !== null && Number.isInteger(value) && value >= 0 ? String(value) : '–';
}

function winner(score: LiveScore | undefined, final: FinalMarker | undefined) {
  if (final === undefined || score === undefined) return undefined;
  const [home, away] = [score.home ?? 0, score.away ?? 0];
  if (home === away) return undefined;
  return home > away ? 'home' : 'away';
}

export function MatchRow(props: MatchRowProps) {
  const { league, home, away, kickOff, score, clock, final, children, className } = props;
  const t = useText();
  const titleId = useId();
  const live = score !== undefined && final === undefined;
  const won = winner(score, final);
  const label = props['aria-label'];
  return (
    <Root
      {...(label === undefined ? { 'aria-labelledby': titleId } : { 'aria-label': label })}
      className={className}
      data-live={live || undefined}
      data-testid={props['data-testid']}
    >
      <Info>
        <League title={league}>{league}</League>
        <When>
          {live ? <LiveBadge>{t('ui:live')}</LiveBadge> : null}
          {final === undefined ? null : <FinalBadge title={final.title}>{final.label}</FinalBadge>}
          {live && clock !== undefined ? clock : kickOff}
        </When>
      </Info>
      <Teams id={titleId}>
        {[
          { team: home, goals: score?.home, side: 'home' },
          { team: away, goals: score?.away, side: 'away' },
        ].map(({ team, goals, side }) => (
          <Team key={side} $won={won === side} $final={final !== undefined}>
            <TeamLogo name={team.name} pic={team.pic} />
            <TeamName title={team.name}>{team.name}</TeamName>
            {goals === undefined ? null : <Score>{scoreText(goals)}</Score>}
          </Team>
        ))}
      </Teams>
      {children === undefined ? null : final !== undefined ? (
        <Aside>{children}</Aside>
      ) : (
        <Odds role="group" aria-label={matchTitle(home, away)}>
          {children}
        </Odds>
      )}
    </Root>
  );
}
