// A sport's lobby (issue 15, spec sections 2 and 3): tabs "Starting soon" and "All events", a
// favorites filter, a link to the results, and a slot beside the lists for the bet slip dock.
// The list renders from deferred copies of the read's state (useDeferredValue): the answer comes
// through a store subscription, which React renders at once, in the task of the answer; deferred,
// the list and its first rows (VirtualList renders them in its first render) mount in slices that
// yield to the browser, the skeleton showing until then (issue 18).
import { Button } from '@bet/ui/button';
import { Skeleton } from '@bet/ui/skeleton';
import { Tabs } from '@bet/ui/tabs';
import { useText } from '@bet/ui/text';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/router/link';
import styled from 'styled-components';
import type { SlipGame } from '../../bet-slip';
import { LazySportIcon } from '../../navigation';
import { useNamespaces } from '../../../lib/i18n/text';
import type { LobbyView } from './lobby-rows';
import { MatchList } from './match-list';
import { useFavorites } from './use-favorites';
import { useLobbyMatches } from './use-lobby-matches';

const Layout = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr) auto;
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Bar = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  flex-wrap: wrap;
`;

export interface SportLobbyProps {
  readonly game: SlipGame;
  /** Where the bet slip dock sits (BetSlipDock from features/bet-slip, when it exists). */
  readonly slipDock?: ReactNode;
}

export function SportLobby({ game, slipDock }: SportLobbyProps) {
  useNamespaces('betting');
  const t = useText();
  const [view, setView] = useState<LobbyView>('soon');
  const [onlyFavorites, setOnlyFavorites] = useState(false);
  const favorites = useFavorites();
  const query = useLobbyMatches(game);
  const { isStarred } = favorites;
  const matches = useMemo(
    () =>
      onlyFavorites
        ? query.matches.filter(
            (m) => isStarred('match', String(m.match_id)) || isStarred('league', m.league_name),
          )
        : query.matches,
    [onlyFavorites, query.matches, isStarred],
  );
  const shownMatches = useDeferredValue(matches);
  const shownPending = useDeferredValue(query.isPending);
  const list = (which: LobbyView) =>
    which === view ? (
      shownPending ? (
        <Skeleton lines={6} />
      ) : (
        <>
          <MatchList game={game} matches={shownMatches} view={which} favorites={favorites} />
          {query.hasNextPage ? (
            <Button variant="secondary" onClick={() => void query.fetchNextPage()}>
              {t('betting:lobby.loadMore')}
            </Button>
          ) : null}
        </>
      )
    ) : null;
  return (
    <Layout>
      <div>
        <Bar>
          <LazySportIcon sport={game} size={28} />
          <button
            type="button"
            aria-pressed={onlyFavorites}
            onClick={() => setOnlyFavorites((v) => !v)}
          >
            {t('betting:lobby.favoritesOnly')}
          </button>
          <Link to={`/results/${game}`}>{t('common:nav.results')}</Link>
        </Bar>
        <Tabs
          aria-label={t('betting:lobby.lists')}
          value={view}
          onChange={(id) => setView(id === 'all' ? 'all' : 'soon')}
          items={[
            { id: 'soon', label: t('betting:lobby.startingSoon'), content: list('soon') },
            { id: 'all', label: t('betting:lobby.allEvents'), content: list('all') },
          ]}
        />
      </div>
      {slipDock === undefined ? null : <div data-slot="bet-slip-dock">{slipDock}</div>}
    </Layout>
  );
}
