// GameCard: a game of a provider lobby (spec section 2: /game/{type}), a picture with the game's
// name and provider. A link when `href` is given, else a button calling `onSelect`; both work
// with Enter (and Space for the button). A disabled game (availability status Disable, spec
// section 4) shows 'Game is not active' and cannot be opened.
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useText } from '../../text';
import {
  Badge,
  Body,
  Initial,
  Media,
  Name,
  Overlay,
  Picture,
  Provider,
  Root,
} from './game-card-styles';

export interface GameCardProps {
  readonly name: string;
  readonly pic: string;
  readonly provider?: string | undefined;
  /** Where the card leads; without it the card is a button. */
  readonly href?: string | undefined;
  /** Called on activation (a link's click too: call preventDefault to route in-app). */
  readonly onSelect?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
  /** The game is not active: shows the notice, not focusable, never calls onSelect. */
  readonly disabled?: boolean | undefined;
  /** A short label over the picture, e.g. 'Live' or 'New'. */
  readonly badge?: ReactNode;
  /** CSS aspect-ratio of the picture. */
  readonly aspectRatio?: string | undefined;
  readonly className?: string | undefined;
}

function CardPicture({ pic, name }: { pic: string; name: string }) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  if (pic !== '' && failed !== pic) {
    // Decorative: the name is written below the picture.
    return <Picture src={pic} alt="" loading="lazy" onError={() => setFailed(pic)} />;
  }
  return <Initial aria-hidden="true">{Array.from(name.trim())[0]?.toUpperCase() ?? ''}</Initial>;
}

function elementProps(props: GameCardProps) {
  if (props.disabled) return { as: 'a' as const, 'aria-disabled': true, role: 'link' };
  if (props.href !== undefined)
    return { as: 'a' as const, href: props.href, onClick: props.onSelect };
  return { as: 'button' as const, type: 'button' as const, onClick: props.onSelect };
}

export function GameCard(props: GameCardProps) {
  const { name, pic, provider, disabled = false, badge, aspectRatio = '1 / 1', className } = props;
  const t = useText();
  return (
    <Root {...elementProps(props)} className={className} data-disabled={disabled || undefined}>
      <Media $ratio={aspectRatio}>
        <CardPicture pic={pic} name={name} />
        {badge === undefined || badge === null ? null : <Badge>{badge}</Badge>}
        {disabled ? (
          <Overlay>
            <span>{t('ui:gameNotActive')}</span>
          </Overlay>
        ) : null}
      </Media>
      <Body>
        <Name title={name}>{name}</Name>
        {provider === undefined ? null : <Provider>{provider}</Provider>}
      </Body>
    </Root>
  );
}
