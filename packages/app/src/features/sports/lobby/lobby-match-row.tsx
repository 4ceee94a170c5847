// One match of a lobby (issue 15): teams with pictures, league, kick-off in the member's time zone
// and language, the main odds, stars for the match and its league, and an expanded view with every
// kind of bet.
import type { SportMatch } from '@bet/api/contract/sports-schemas';
import type { OddsFormat } from '@bet/domain/odds-format';
import { MatchRow } from '@bet/ui/match-row';
import { useText } from '@bet/ui/text';
import { memo, useState } from 'react';
import styled from 'styled-components';
import { FormattedDate } from '../../../lib/ui/formatted-date';
import type { SlipGame } from '../../bet-slip';
import { MarketButtons } from './market-buttons';
import { kindKey, MAIN_KIND, marketsByKind } from '../../bet-slip';
import type { FavoritesState } from './use-favorites';

const Controls = styled.div`
  display: flex;
  gap: 4px;
  flex-wrap: wrap;
`;

const Kinds = styled.div`
  display: grid;
  gap: 8px;
  padding: 8px 0;
`;

export interface LobbyMatchRowProps {
  readonly game: SlipGame;
  readonly match: SportMatch;
  readonly favorites: FavoritesState;
  readonly format: OddsFormat;
}

export const LobbyMatchRow = memo(function LobbyMatchRow(props: LobbyMatchRowProps) {
  const { game, match, favorites, format } = props;
  const t = useText();
  const [open, setOpen] = useState(false);
  const id = String(match.match_id);
  const title = `${match.home_name} – ${match.away_name}`;
  const matchStarred = favorites.isStarred('match', id);
  const leagueStarred = favorites.isStarred('league', match.league_name);
  const main = match.markets.filter((m) => m.kind === MAIN_KIND);
  return (
    <div>
      <MatchRow
        league={match.league_name}
        home={{ name: match.home_name, pic: match.home_pic }}
        away={{ name: match.away_name, pic: match.away_pic }}
        kickOff={
          <FormattedDate
            value={new Date(match.match_start_time * 1000).toISOString()}
            pattern="PP p"
          />
        }
      >
        <MarketButtons game={game} match={match} markets={main} format={format} />
      </MatchRow>
      <Controls>
        <button
          type="button"
          aria-pressed={matchStarred}
          onClick={() => favorites.toggle('match', id)}
        >
          {matchStarred ? '★ ' : '☆ '}
          {t('betting:lobby.starMatch', { match: title })}
        </button>
        <button
          type="button"
          aria-pressed={leagueStarred}
          onClick={() => favorites.toggle('league', match.league_name)}
        >
          {leagueStarred ? '★ ' : '☆ '}
          {t('betting:lobby.starLeague', { league: match.league_name })}
        </button>
        <button type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {t('betting:lobby.allOdds', { match: title })}
        </button>
      </Controls>
      {open ? (
        <Kinds>
          {marketsByKind(match.markets).map(([kind, markets]) => (
            <div key={kind} role="group" aria-label={t(kindKey(kind))}>
              <strong>{t(kindKey(kind))}</strong>
              <Controls>
                <MarketButtons game={game} match={match} markets={markets} format={format} />
              </Controls>
            </div>
          ))}
        </Kinds>
      ) : null}
    </div>
  );
});
