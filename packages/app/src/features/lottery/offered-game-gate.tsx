// /lottery/:game and its sub-pages: the address must name a mark-six game the brand offers (the
// draws kit's gate); another is not found.
import { isMarkSixGame, type MarkSixGame } from '@bet/domain/games';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { DrawGameGate, type OfferedDrawGame } from '../draws';

export function OfferedGameGate({
  children,
}: {
  children: (offered: OfferedDrawGame<MarkSixGame>) => ReactNode;
}) {
  const { game } = useParams();
  return (
    <DrawGameGate game={game !== undefined && isMarkSixGame(game) ? game : undefined}>
      {children}
    </DrawGameGate>
  );
}
