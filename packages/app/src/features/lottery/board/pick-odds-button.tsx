// One priced selection as an odds button (sides, colours, tails): pressed when its pick is in the
// bets, disabled with a dash when the odds call does not price it or betting is closed.
import { OddsButton } from '@bet/ui/odds-button';
import type { MarkSixPick } from './odds-lines';

export function PickOddsButton(props: {
  pick: MarkSixPick | undefined;
  label: string;
  picked: ReadonlySet<string>;
  toggle: (pick: MarkSixPick) => void;
  disabled: boolean;
}) {
  const { pick, label, picked, toggle, disabled } = props;
  return (
    <OddsButton
      layout="stack"
      label={label}
      title={label}
      odds={pick === undefined ? Number.NaN : Number(pick.odds)}
      selected={pick !== undefined && picked.has(pick.key)}
      disabled={disabled || pick === undefined}
      onToggle={() => {
        if (pick !== undefined) toggle(pick);
      }}
    />
  );
}
