// The virtualized list of a lobby (design.md budget: 10,000 matches mount without a long task).
import type { SportMatch } from '@bet/api/contract/sports-schemas';
import { EmptyState } from '@bet/ui/empty-state';
import { useText } from '@bet/ui/text';
import { VirtualList } from '@bet/ui/virtual-list';
import { useMemo, useState } from 'react';
import { FormattedDate } from '../../../lib/ui/formatted-date';
import { useBettingSettings, type SlipGame } from '../../bet-slip';
import { LobbyMatchRow } from './lobby-match-row';
import { lobbyRows, type LobbyRow, type LobbyView } from './lobby-rows';
import type { FavoritesState } from './use-favorites';

export interface MatchListProps {
  readonly game: SlipGame;
  readonly matches: readonly SportMatch[];
  readonly view: LobbyView;
  readonly favorites: FavoritesState;
  readonly height?: number | string;
}

export function MatchList({ game, matches, view, favorites, height = '70vh' }: MatchListProps) {
  const t = useText();
  const format = useBettingSettings().settings.odds_format;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => lobbyRows(matches, view, collapsed), [matches, view, collapsed]);
  const toggle = (key: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const render = (row: LobbyRow) =>
    row.type === 'league' ? (
      <h3>
        <button
          type="button"
          aria-expanded={!collapsed.has(row.key)}
          onClick={() => toggle(row.key)}
        >
          {row.league} · <FormattedDate value={row.day} pattern="PP" /> ({row.count})
        </button>
      </h3>
    ) : (
      <LobbyMatchRow game={game} match={row.match} favorites={favorites} format={format} />
    );
  return (
    <VirtualList
      items={rows}
      getKey={(row) => row.key}
      estimateSize={120}
      height={height}
      label={t(view === 'soon' ? 'betting:lobby.startingSoon' : 'betting:lobby.allEvents')}
      renderItem={render}
      empty={<EmptyState headingLevel={2} text={t('betting:lobby.noMatches')} />}
    />
  );
}
