// Under a chooser of animals: how many are chosen, the price of the choice, the rule it does not
// meet yet (read out as it changes), and the buttons that clear the choice or add it as one bet.
import { formatOdds, isValidOdds } from '@bet/ui/odds-button';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import type { ReactNode } from 'react';
import { useNamespaces } from '../../../lib/i18n/text';
import { Message, Row } from './board-styles';
import type { MarkSixPick } from './odds-lines';

export function AddBetBar(props: {
  count: number;
  /** The pick the choice makes; undefined while the choice breaks a rule or has no price. */
  pick: MarkSixPick | undefined;
  /** Why the choice cannot be added yet. */
  message: string | null;
  /** Facts about the choice (tickets, the year-animal deduction). */
  children?: ReactNode;
  picked: ReadonlySet<string>;
  onAdd: (pick: MarkSixPick) => void;
  onClear: () => void;
  disabled: boolean;
}) {
  useNamespaces('lottery');
  const { count, pick, picked, onAdd, onClear, disabled, children } = props;
  const t = useText();
  const already = pick !== undefined && picked.has(pick.key);
  const message = already ? t('lottery:board.alreadyAdded') : props.message;
  const odds = Number(pick?.odds);
  return (
    <>
      <Row>
        <span>{t('lottery:board.chosen', { number: count })}</span>
        {pick !== undefined && isValidOdds(odds) ? (
          <strong>{t('lottery:board.odds', { odds: formatOdds(odds) })}</strong>
        ) : null}
        {children}
      </Row>
      <div role="status">
        {message === null ? null : <Message $tone="warning">{message}</Message>}
      </div>
      <Row>
        <Button
          variant="primary"
          disabled={disabled || pick === undefined || already}
          onClick={() => {
            if (pick === undefined) return;
            onAdd(pick);
            onClear();
          }}
        >
          {t('lottery:board.addBet')}
        </Button>
        <Button variant="secondary" disabled={disabled || count === 0} onClick={onClear}>
          {t('lottery:board.clear')}
        </Button>
      </Row>
    </>
  );
}
