// A mark-six game's page (issue 16): the game switcher, the open draw with its countdown and the
// latest result, then the betting board with the stakes beside it (desktop) or under it (phone).
import type { MarkSixGame } from '@bet/domain/games';
import { useText } from '@bet/ui/text';
import { up } from '@bet/ui/theme';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useNamespaces } from '../../lib/i18n/text';
import { PageFrame } from '../../lib/ui/page-frame';
import { DrawGameSwitcher, useCurrentDrawGame, useDrawGame, type DrawGame } from '../draws';
import { LatestDraw } from './latest-draw';
import { LotteryPlay } from './lottery-play';
import { OpenDraw } from './open-draw';
import { useLotteryDraw } from './use-lottery-draw';

const Header = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.palette.surface.surface};

  ${up('md')} {
    grid-template-columns: minmax(12rem, 1fr) 2fr;
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.warning.soft};
`;

export interface LotteryPageProps {
  readonly game: MarkSixGame;
  /** The offered draw games, for the switcher. */
  readonly games: readonly DrawGame[];
  /** The game is disabled: shown, but "Game is not active" and closed. */
  readonly inactive: boolean;
}

export function LotteryPage({ game, games, inactive }: LotteryPageProps) {
  useNamespaces('lottery', 'betting', 'errors');
  const t = useText();
  useDrawGame(game);
  const { remember } = useCurrentDrawGame();
  useEffect(() => remember(game), [game, remember]);
  const state = useLotteryDraw(game);
  return (
    <PageFrame title={t(`common:games.${game}`)}>
      <DrawGameSwitcher games={games} current={game} />
      {inactive && <Notice role="status">{t('errors:gameNotActive')}</Notice>}
      <Header>
        <OpenDraw state={state} />
        <LatestDraw game={game} />
      </Header>
      <LotteryPlay
        game={game}
        draw={state.draw}
        drawPending={state.open.isPending}
        closed={state.closed || inactive}
      />
    </PageFrame>
  );
}
