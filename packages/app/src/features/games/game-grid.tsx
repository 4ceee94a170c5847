// The responsive grid of game cards (the lobbies, the live games): two columns on a phone, as many
// as fit from there on.
import { GameCardSkeleton } from '@bet/ui/game-card';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const GameGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SKELETONS = 8;

/** The lobby's shape while its games load. */
export function GameGridSkeleton(): ReactNode {
  return (
    <GameGrid data-testid="game-grid-skeleton">
      {Array.from({ length: SKELETONS }, (_, n) => (
        <li key={n}>
          <GameCardSkeleton />
        </li>
      ))}
    </GameGrid>
  );
}
