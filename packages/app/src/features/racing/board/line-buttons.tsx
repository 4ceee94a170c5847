// One option of the board: a toggle (aria-pressed) showing its odds. Side, sum and dragon/tiger
// options are @bet/ui OddsButtons; a car option shows the car's RacingCarChip with its odds.
import type { RacingSelection } from '@bet/domain/racing';
import { formatOdds, isValidOdds, OddsButton } from '@bet/ui/odds-button';
import { RacingCarChip } from '@bet/ui/racing-car-chip';
import { useText } from '@bet/ui/text';
import { lineLabel } from '../racing-labels';
import { CarButton, CarPrice } from './board-styles';
import type { BoardLines } from './use-board-lines';

interface LineButtonProps<S extends RacingSelection = RacingSelection> {
  readonly lines: BoardLines;
  readonly selection: S;
}

export function LineButton({ lines, selection }: LineButtonProps) {
  const t = useText();
  const pick = lines.pickOf(selection);
  return (
    <OddsButton
      layout="stack"
      label={lineLabel(t, selection)}
      odds={pick === undefined ? Number.NaN : Number(pick.odds)}
      selected={pick !== undefined && lines.isPicked(pick.key)}
      disabled={lines.disabled}
      onToggle={() => {
        if (pick !== undefined) lines.toggle(pick);
      }}
    />
  );
}

type CarSelection = Extract<RacingSelection, { type: 'position' }>;

export function CarLineButton({ lines, selection }: LineButtonProps<CarSelection>) {
  const pick = lines.pickOf(selection);
  const picked = pick !== undefined && lines.isPicked(pick.key);
  const odds = Number(pick?.odds);
  const priced = isValidOdds(odds);
  return (
    <CarButton
      type="button"
      aria-pressed={picked}
      disabled={lines.disabled || pick === undefined || !priced}
      $selected={picked}
      onClick={() => {
        if (pick !== undefined) lines.toggle(pick);
      }}
    >
      <RacingCarChip car={selection.car} size="md" />
      <CarPrice>{priced ? formatOdds(odds) : '–'}</CarPrice>
    </CarButton>
  );
}
