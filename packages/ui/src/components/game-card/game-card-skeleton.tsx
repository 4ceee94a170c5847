// Loading placeholder in the shape of a GameCard.
import { Skeleton } from '../skeleton';
import { Body, Media, Root } from './game-card-styles';

export function GameCardSkeleton({
  aspectRatio = '1 / 1',
}: {
  readonly aspectRatio?: string | undefined;
}) {
  return (
    <Root as="div" aria-hidden="true" data-skeleton="game-card">
      <Media $ratio={aspectRatio} />
      <Body>
        <Skeleton width="80%" />
        <Skeleton width="50%" />
      </Body>
    </Root>
  );
}
