// The groups of one subset (spec section 9 indexes, pk10SubsetIndexes) that the server offers, or
// an empty state when it offers none of them.
import { PK10_SUM_OPTIONS, racingOddsGroup, type Pk10Subset } from '@bet/domain/racing';
import { EmptyState } from '@bet/ui/empty-state';
import { useText } from '@bet/ui/text';
import { offeredGroups, type RacingOdds } from '../racing-pick';
import { Groups, WideGroups } from './board-styles';
import { PositionGroup, SidesGroup, SumGroup } from './odds-groups';
import type { BoardLines } from './use-board-lines';

interface SubsetPanelProps {
  readonly subset: Pk10Subset;
  readonly odds: RacingOdds;
  readonly lines: BoardLines;
}

function Group({ lines, index }: { lines: BoardLines; index: number }) {
  switch (racingOddsGroup(index)?.group) {
    case 'twoSide':
    case 'dragonTiger':
      return <SidesGroup lines={lines} index={index} />;
    case 'sum':
      return (
        <SumGroup lines={lines} index={index} refundOn11={PK10_SUM_OPTIONS.refundOn11 === true} />
      );
    case 'position':
      return <PositionGroup lines={lines} index={index} />;
    case undefined:
      return null;
  }
}

export function SubsetPanel({ subset, odds, lines }: SubsetPanelProps) {
  const t = useText();
  const indexes = offeredGroups(odds, lines.prices, subset);
  if (indexes.length === 0) return <EmptyState title={t('racing:noOdds')} headingLevel={3} />;
  // Car grids and the seventeen sums need the full width; side groups pair up on a desktop.
  const List = subset === 'twoSides' || subset === 'dragonTiger' ? Groups : WideGroups;
  return (
    <List>
      {indexes.map((index) => (
        <Group key={index} lines={lines} index={index} />
      ))}
    </List>
  );
}
