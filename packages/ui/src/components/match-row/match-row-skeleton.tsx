// The loading placeholder of a MatchRow, in the same grid so the list does not jump.
import { Skeleton } from '../skeleton';
import { Info, Odds, Root, Teams } from './match-row-styles';

export function MatchRowSkeleton({ odds = 3 }: { readonly odds?: number | undefined }) {
  const count = Number.isInteger(odds) && odds > 0 ? odds : 3;
  return (
    <Root as="div" aria-hidden="true" data-skeleton="match-row">
      <Info>
        <Skeleton width={96} />
      </Info>
      <Teams>
        <Skeleton width="60%" />
        <Skeleton width="50%" />
      </Teams>
      <Odds>
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} variant="rect" height={44} />
        ))}
      </Odds>
    </Root>
  );
}
