// /lottery/:game and its sub-pages: the game must be a mark-six game the brand offers (spec
// section 4, game availability); another is not found. While the availability is read the page
// waits; if it cannot be read, it says so and offers a retry.
import { isMarkSixGame, type MarkSixGame } from '@bet/domain/games';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { InlineError } from '../../lib/ui/inline-error';
import { PageFrame } from '../../lib/ui/page-frame';
import {
  isDrawGameDisabled,
  useOfferedDrawGames,
  type DrawGame,
  type OfferedDrawGames,
} from '../draws';
import { NotFoundPage } from '../errors';

export interface OfferedGame {
  readonly game: MarkSixGame;
  /** Every offered draw game, for the switcher. */
  readonly games: readonly DrawGame[];
  /** Disabled: shown, but "Game is not active". */
  readonly inactive: boolean;
}

/** The lottery page while the offered games are not known: loading, or failed with a retry. */
export function OfferedGamesPending({ offered }: { offered: OfferedDrawGames }) {
  const t = useText();
  return (
    <PageFrame title={t('common:nav.lottery')}>
      {offered.isError ? (
        <InlineError message={t('errors:gameDataNotLoading')} onRetry={offered.refetch} />
      ) : (
        <Skeleton variant="rect" height={240} />
      )}
    </PageFrame>
  );
}

export function OfferedGameGate({ children }: { children: (offered: OfferedGame) => ReactNode }) {
  const { game } = useParams();
  const offered = useOfferedDrawGames();
  if (offered.games === undefined) return <OfferedGamesPending offered={offered} />;
  if (game === undefined || !isMarkSixGame(game) || !offered.games.includes(game))
    return <NotFoundPage />;
  return children({
    game,
    games: offered.games,
    inactive: isDrawGameDisabled(game, offered.disabledIds),
  });
}
