// The draw game switcher (spec section 4): a link per offered game, the current one marked as the
// page. Choosing one remembers it (currentLotteryID); the new game's page drops the bets of the
// previous one (useDrawGame).
import { useText } from '@bet/ui/text';
import { Link } from '../../lib/router/link';
import styled from 'styled-components';
import { useNamespaces } from '../../lib/i18n/text';
import type { DrawGame } from './draw-bets';
import { drawGamePath, useCurrentDrawGame } from './draw-games';
import { drawGameNameKey } from './draw-texts';

// A grid item of the page: without min-width 0 its row of games would widen the page on a phone.
const Nav = styled.nav`
  min-width: 0;
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.spacing.xxs};
  overflow-x: auto;
  list-style: none;
`;

const GameLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.palette.text.primary};
  white-space: nowrap;
  text-decoration: none;

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.palette.primary.main};
    background: ${({ theme }) => theme.palette.primary.main};
    color: ${({ theme }) => theme.palette.primary.on};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.border.focus};
    outline-offset: 2px;
  }
`;

export interface DrawGameSwitcherProps {
  readonly games: readonly DrawGame[];
  readonly current: DrawGame;
}

export function DrawGameSwitcher({ games, current }: DrawGameSwitcherProps) {
  useNamespaces('lottery');
  const t = useText();
  const { remember } = useCurrentDrawGame();
  return (
    <Nav aria-label={t('lottery:page.games')}>
      <List>
        {games.map((game) => (
          <li key={game}>
            <GameLink
              to={drawGamePath(game)}
              aria-current={game === current ? 'page' : undefined}
              onClick={() => remember(game)}
            >
              {t(drawGameNameKey(game))}
            </GameLink>
          </li>
        ))}
      </List>
    </Nav>
  );
}
