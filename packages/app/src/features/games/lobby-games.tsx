// A lobby's games (spec section 2, /game/{type}): category tabs when the games have more than one
// category, then the grid of the games that match the search. A disabled provider's cards show
// 'Game is not active' and do not open.
import { ALL_CATEGORIES, filterLobbyGames, lobbyCategories } from '@bet/domain/game-lobby';
import { Button } from '@bet/ui/button';
import { EmptyState } from '@bet/ui/empty-state';
import { GameCard } from '@bet/ui/game-card';
import { Tabs } from '@bet/ui/tabs';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import { useCategoryLabel } from './category-label';
import { GameGrid } from './game-grid';
import type { GameProvider } from './game-providers';
import { useOpenGame } from './use-open-game';
import { useAppSection } from '../../lib/i18n/app-section';

export interface LobbyGame {
  readonly id: string;
  readonly name: string;
  readonly pic: string;
  readonly category: string;
}

interface LobbyGamesProps {
  readonly games: readonly LobbyGame[];
  readonly provider: GameProvider;
  readonly search: string;
  readonly disabled: boolean;
  readonly onClearSearch: () => void;
}

export const gamePath = (provider: GameProvider, id: string) =>
  `/game/play/${provider.type}/${encodeURIComponent(id)}`;

function MatchingGames(props: LobbyGamesProps & { readonly category: string }) {
  const { provider, search, disabled, category } = props;
  const text = useText();
  useAppSection('games');
  const categoryLabel = useCategoryLabel();
  const open = useOpenGame();
  const games = filterLobbyGames(props.games, { search, category });
  if (games.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={text('app:games.noMatch', { search: search.trim() })}
        text={text('app:games.noMatchHint')}
        action={
          <Button variant="secondary" onClick={props.onClearSearch}>
            {text('app:games.clearSearch')}
          </Button>
        }
      />
    );
  }
  return (
    <GameGrid data-testid="game-grid">
      {games.map((game) => (
        <li key={game.id}>
          <GameCard
            name={game.name}
            pic={game.pic}
            provider={categoryLabel(game.category)}
            href={gamePath(provider, game.id)}
            disabled={disabled}
            onSelect={(event) => open(event, gamePath(provider, game.id))}
          />
        </li>
      ))}
    </GameGrid>
  );
}

export function LobbyGames(props: LobbyGamesProps) {
  const text = useText();
  useAppSection('games');
  const categoryLabel = useCategoryLabel();
  const [tab, setTab] = useState('all');
  const categories = lobbyCategories(props.games);
  if (categories.length < 2) return <MatchingGames {...props} category={ALL_CATEGORIES} />;
  // Tab ids name DOM ids: indexes, whatever the provider calls its categories.
  const tabs = [ALL_CATEGORIES, ...categories].map((category, index) => ({
    id: index === 0 ? 'all' : `c${String(index)}`,
    label: index === 0 ? text('app:games.allCategories') : categoryLabel(category),
    content: <MatchingGames {...props} category={category} />,
  }));
  return (
    <Tabs
      items={tabs}
      value={tab}
      onChange={setTab}
      aria-label={text('app:games.categoriesLabel')}
    />
  );
}
