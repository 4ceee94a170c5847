// A draw game's page (issue 16), mark six or racing: the game switcher, a notice when the game is
// not active, the header with the open draw (number, countdown or closed) and the latest result,
// then the betting part and, at the bottom, the game's trends (lazy). Visiting the page makes the game the remembered one (currentLotteryID)
// and the one whose bets are kept.
import { useText } from '@bet/ui/text';
import { up } from '@bet/ui/theme';
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { PageFrame } from '../../lib/ui/page-frame';
import type { DrawGame } from './draw-bets';
import { DrawGameSwitcher } from './draw-game-switcher';
import { useCurrentDrawGame } from './draw-games';
import { drawGameNameKey } from './draw-texts';
import { OpenDraw } from './open-draw';
import { TrendsSection } from './trends-section';
import { useDrawGame } from './use-draw-bets';
import type { DrawTiming, OpenDrawState } from './use-open-draw';

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

export interface DrawGamePageProps<D extends DrawTiming> {
  readonly game: DrawGame;
  /** The offered draw games, for the switcher. */
  readonly games: readonly DrawGame[];
  /** The game is disabled: shown, but "Game is not active" (and closed by the page). */
  readonly inactive: boolean;
  readonly state: OpenDrawState<D>;
  /** The latest result (LatestDraw with the game's result). */
  readonly latest: ReactNode;
  /** The board and the stakes (DrawPlay). */
  readonly children: ReactNode;
  /** The game's trends, a React.lazy component: loaded when its section opens. */
  readonly trends: ReactNode;
}

export function DrawGamePage<D extends DrawTiming>(props: DrawGamePageProps<D>) {
  const { game, games, inactive, state, latest, children, trends } = props;
  const t = useText();
  useDrawGame(game);
  const { remember } = useCurrentDrawGame();
  useEffect(() => remember(game), [game, remember]);
  return (
    <PageFrame title={t(drawGameNameKey(game))}>
      <DrawGameSwitcher games={games} current={game} />
      {inactive && <Notice role="status">{t('errors:gameNotActive')}</Notice>}
      <Header>
        <OpenDraw game={game} state={state} />
        {latest}
      </Header>
      {children}
      <TrendsSection game={game}>{trends}</TrendsSection>
    </PageFrame>
  );
}
