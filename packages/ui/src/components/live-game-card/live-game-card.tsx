// LiveGameCard: a card of the /live-games grid (spec section 2: picture and name, each leading to
// the loader /game-loader?gameId={id}). Built on GameCard with a 'Live' badge; a brand restyles
// it alone through theme.components['live-game-card'].
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useText } from '../../text';
import { componentStyles } from '../../theme';
import { GameCard } from '../game-card';

export const COMPONENT_ID = 'live-game-card';

/** The game-loader route of spec section 2 for a live game. */
export function liveGameLoaderHref(gameId: string | number): string {
  return `/game-loader?gameId=${encodeURIComponent(String(gameId))}`;
}

export interface LiveGameCardProps {
  /** The live game's gameId (spec section 3: id, gameId, name, pic). */
  readonly gameId: string | number;
  readonly name: string;
  readonly pic: string;
  /** Defaults to the game-loader route for `gameId`. */
  readonly href?: string | undefined;
  /** Called on click; call preventDefault to route in-app. */
  readonly onSelect?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
  readonly disabled?: boolean | undefined;
  readonly className?: string | undefined;
}

const Card = styled(GameCard)`
  ${componentStyles(COMPONENT_ID)}
`;

export function LiveGameCard({ gameId, href, ...rest }: LiveGameCardProps) {
  const t = useText();
  return (
    <Card
      {...rest}
      href={href ?? liveGameLoaderHref(gameId)}
      badge={t('ui:live')}
      aspectRatio="4 / 3"
    />
  );
}
