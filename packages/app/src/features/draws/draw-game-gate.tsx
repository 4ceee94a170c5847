// A draw game's pages (/lottery/:game, /lottery/pk10 and their past draws): the game must be one
// the brand offers (spec section 4, game availability); another is not found. While the
// availability is read the page waits, under the game's name; if it cannot be read, it says so
// and offers a retry.
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import type { ReactNode } from 'react';
import { InlineError } from '../../lib/ui/inline-error';
import { PageFrame } from '../../lib/ui/page-frame';
import { NotFoundPage } from '../errors';
import type { DrawGame } from './draw-bets';
import { isDrawGameDisabled, useOfferedDrawGames, type OfferedDrawGames } from './draw-games';
import { drawGameNameKey } from './draw-texts';

export interface OfferedDrawGame<G extends DrawGame> {
  readonly game: G;
  /** Every offered draw game, for the switcher. */
  readonly games: readonly DrawGame[];
  /** Disabled: shown, but "Game is not active". */
  readonly inactive: boolean;
}

export interface OfferedGamesPendingProps {
  readonly offered: OfferedDrawGames;
  /**
   * The game the page is about to show (the address's, or the one /lottery will most likely open):
   * its name heads the page from the start, as it will once the page is shown; "Lottery" else.
   */
  readonly game?: DrawGame | undefined;
}

/** A lottery page while the offered games are not known: loading, or failed with a retry. */
export function OfferedGamesPending({ offered, game }: OfferedGamesPendingProps) {
  const t = useText();
  return (
    <PageFrame title={game === undefined ? t('common:nav.lottery') : t(drawGameNameKey(game))}>
      {offered.isError ? (
        <InlineError message={t('errors:gameDataNotLoading')} onRetry={offered.refetch} />
      ) : (
        <Skeleton variant="rect" height={240} />
      )}
    </PageFrame>
  );
}

export interface DrawGameGateProps<G extends DrawGame> {
  /** The game of the address; undefined when it names no game of the page's kind. */
  readonly game: G | undefined;
  readonly children: (offered: OfferedDrawGame<G>) => ReactNode;
}

export function DrawGameGate<G extends DrawGame>({ game, children }: DrawGameGateProps<G>) {
  const offered = useOfferedDrawGames();
  if (offered.games === undefined) return <OfferedGamesPending offered={offered} game={game} />;
  if (game === undefined || !offered.games.includes(game)) return <NotFoundPage />;
  return children({
    game,
    games: offered.games,
    inactive: isDrawGameDisabled(game, offered.disabledIds),
  });
}
