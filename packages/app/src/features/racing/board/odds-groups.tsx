// The board's groups by odds index (spec section 9; racingOddsGroup): the two sides of a position,
// the sum value and the sum's sides, a position by car number (with its two sides), and dragon vs
// tiger of a position.
import { racingGroupSelections, racingOddsGroup, racingSelectionId } from '@bet/domain/racing';
import { useText } from '@bet/ui/text';
import { dragonTigerName, positionName } from '../racing-labels';
import { BoardGroup } from './board-group';
import { CarGrid, Note, SideGrid, SubTitle, SumGrid } from './board-styles';
import { CarLineButton, LineButton } from './line-buttons';
import type { BoardLines } from './use-board-lines';

interface GroupProps {
  readonly lines: BoardLines;
  readonly index: number;
}

function Sides({ lines, index }: GroupProps) {
  const selections = racingGroupSelections(index);
  return (
    <SideGrid $columns={selections.length}>
      {selections.map((selection) => (
        <LineButton key={racingSelectionId(selection)} lines={lines} selection={selection} />
      ))}
    </SideGrid>
  );
}

/** Two sides of a position (0-9) and dragon vs tiger (22-26). */
export function SidesGroup({ lines, index }: GroupProps) {
  const t = useText();
  const group = racingOddsGroup(index);
  if (group?.group !== 'twoSide' && group?.group !== 'dragonTiger') return null;
  const title =
    group.group === 'twoSide'
      ? positionName(t, group.position)
      : dragonTigerName(t, group.position);
  return (
    <BoardGroup title={title}>
      <Sides lines={lines} index={index} />
    </BoardGroup>
  );
}

/** The champion + runner-up sum: its value (10) or its sides (11), with the refund-on-11 note. */
export function SumGroup({ lines, index, refundOn11 }: GroupProps & { refundOn11: boolean }) {
  const t = useText();
  const group = racingOddsGroup(index);
  if (group?.group !== 'sum') return null;
  if (group.part === 'sides') {
    return (
      <BoardGroup title={t('racing:sumSides')}>
        <Sides lines={lines} index={index} />
        {refundOn11 ? <Note>{t('racing:refundOn11')}</Note> : null}
      </BoardGroup>
    );
  }
  return (
    <BoardGroup title={t('common:racing.sumValue')}>
      <SumGrid>
        {racingGroupSelections(index).map((selection) => (
          <LineButton key={racingSelectionId(selection)} lines={lines} selection={selection} />
        ))}
      </SumGrid>
    </BoardGroup>
  );
}

/** A position by car number (12-21), then the same position's two sides (index position - 1). */
export function PositionGroup({ lines, index }: GroupProps) {
  const t = useText();
  const group = racingOddsGroup(index);
  if (group?.group !== 'position') return null;
  return (
    <BoardGroup title={positionName(t, group.position)}>
      <SubTitle>{t('racing:byCar')}</SubTitle>
      <CarGrid>
        {racingGroupSelections(index).map((selection) =>
          selection.type === 'position' ? (
            <CarLineButton key={selection.car} lines={lines} selection={selection} />
          ) : null,
        )}
      </CarGrid>
      <SubTitle>{t('common:racing.twoSides')}</SubTitle>
      <Sides lines={lines} index={group.position - 1} />
    </BoardGroup>
  );
}
