// One finished match, as @bet/ui's MatchRow shows a finished one: league, kick-off time, both teams
// with their badges and the final score (the winner emphasised), and the half-time score when the
// feed has one.
import { MatchRow, matchTitle } from '@bet/ui/match-row';
import { useText } from '@bet/ui/text';
import { FormattedDate } from '../../../lib/ui/formatted-date';
import type { MatchResult } from './group-results';
import { useAppSection } from '../../../lib/i18n/app-section';

function halfTime(result: MatchResult): string | undefined {
  const { half_home_score: home, half_away_score: away } = result;
  return home === null || away === null ? undefined : `${home}–${away}`;
}

export function ResultCard({ result }: { result: MatchResult }) {
  const text = useText();
  useAppSection('results');
  const home = { name: result.home_name, pic: result.home_pic };
  const away = { name: result.away_name, pic: result.away_pic };
  const half = halfTime(result);
  return (
    <MatchRow
      aria-label={matchTitle(home, away)}
      data-testid="match-result"
      league={result.league_name}
      home={home}
      away={away}
      kickOff={
        <FormattedDate value={new Date(result.match_start_time * 1000).toISOString()} pattern="p" />
      }
      score={{ home: result.home_score, away: result.away_score }}
      final={{ label: text('app:results.fullTimeShort'), title: text('app:results.fullTime') }}
    >
      {half === undefined ? undefined : (
        <>
          <abbr title={text('app:results.halfTime')}>{text('app:results.halfTimeShort')}</abbr>{' '}
          {half}
        </>
      )}
    </MatchRow>
  );
}
