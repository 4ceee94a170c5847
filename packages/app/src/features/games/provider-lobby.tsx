// A provider lobby (spec section 2: /game/pgGame, /game/tadaGame, /game/noah, /game/{type}): the
// provider's name, a search box, then its games (loading, empty and error states by QueryView).
// A disabled provider (spec section 4) says 'Game is not active' over greyed-out cards.
import { EmptyState } from '@bet/ui/empty-state';
import { LoadingRegion } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import styled from 'styled-components';
import { PageFrame } from '../../lib/ui/page-frame';
import { QueryView } from '../../lib/ui/query-view';
import { GameGridSkeleton } from './game-grid';
import type { GameProvider } from './game-providers';
import { LobbyGames } from './lobby-games';
import { LobbySearch } from './lobby-search';
import { useProviderGames } from './provider-games-query';
import type { ProviderAccess } from './use-provider-access';
import { useAppSection } from '../../lib/i18n/app-section';

const Notice = styled.div`
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.palette.warning.soft};

  & > section {
    padding: ${({ theme }) => theme.spacing.lg};
  }
`;

function NotActiveNotice() {
  const t = useText();
  useAppSection('games');
  return (
    <Notice role="status" data-testid="game-not-active">
      <EmptyState
        icon={null}
        headingLevel={2}
        title={t('errors:gameNotActive')}
        text={t('app:games.notActiveHint')}
      />
    </Notice>
  );
}

interface LobbyGamesInput {
  readonly provider: GameProvider;
  readonly search: string;
  readonly disabled: boolean;
  readonly onClearSearch: () => void;
}

function Games({ provider, search, disabled, onClearSearch }: LobbyGamesInput) {
  const t = useText();
  useAppSection('games');
  const games = useProviderGames(provider);
  return (
    <QueryView
      query={games}
      placeholder={<GameGridSkeleton />}
      errorText={t('errors:gameDataNotLoading')}
      emptyText={t('app:games.noGames')}
      isEmpty={(list) => list.length === 0}
    >
      {(list) => (
        <LobbyGames
          games={list}
          provider={provider}
          search={search}
          disabled={disabled}
          onClearSearch={onClearSearch}
        />
      )}
    </QueryView>
  );
}

export function ProviderLobby(props: { provider: GameProvider; access: ProviderAccess }) {
  const { provider, access } = props;
  const label = useText();
  useAppSection('games');
  const [search, setSearch] = useState('');
  return (
    <PageFrame
      title={label(provider.labelKey)}
      actions={<LobbySearch value={search} onChange={setSearch} />}
    >
      {access === 'disabled' ? <NotActiveNotice /> : null}
      {access === 'pending' ? (
        // Availability first: a hidden provider must not flash its games.
        <LoadingRegion loading placeholder={<GameGridSkeleton />} />
      ) : (
        <Games
          provider={provider}
          search={search}
          disabled={access === 'disabled'}
          onClearSearch={() => setSearch('')}
        />
      )}
    </PageFrame>
  );
}
