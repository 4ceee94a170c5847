// The stake (spec section 5): a field, quick amounts, and every warning of betWarnings beside it
// (with the margin bounds). Insufficient balance offers the wallet's deposit tab.
import type { BetWarningKey } from '@bet/domain/bet-limits';
import { QUICK_AMOUNTS } from '@bet/domain/constants';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { memo, useId } from 'react';
import { useWalletModal } from '../wallet';

export interface SlipStakeProps {
  readonly stake: string;
  readonly currency: string;
  readonly onStakeChange: (stake: string) => void;
  readonly warnings: readonly BetWarningKey[];
  /** The margin's bounds, in the selected currency, shown with the bet warnings. */
  readonly bounds?: { readonly lower: string; readonly upper: string } | undefined;
}

const clean = (value: string) => value.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');

export const SlipStake = memo(function SlipStake({
  stake,
  currency,
  onStakeChange,
  warnings,
  bounds,
}: SlipStakeProps) {
  const t = useText();
  const wallet = useWalletModal();
  const id = useId();
  const warningId = `${id}-warnings`;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <label htmlFor={id}>
        {t('betting:stake')} ({currency})
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={stake}
        aria-invalid={warnings.length > 0}
        aria-describedby={warnings.length > 0 ? warningId : undefined}
        onChange={(event) => onStakeChange(clean(event.currentTarget.value))}
      />
      <div role="group" aria-label={t('betting:quickAmount')} style={{ display: 'flex', gap: 4 }}>
        {QUICK_AMOUNTS.map((amount) => (
          <Button key={amount} size="sm" variant="secondary" onClick={() => onStakeChange(amount)}>
            {amount}
          </Button>
        ))}
      </div>
      {warnings.length > 0 && (
        <div id={warningId} role="alert">
          <ul style={{ margin: 0, paddingLeft: 16 }}>
            {warnings.map((key) => (
              <li key={key}>
                {t(`betting:warnings.${key}`)}
                {bounds !== undefined && (key === 'exceedsMaxBet' || key === 'belowMinBet') && (
                  <> ({t('betting:slip.bounds', { lower: bounds.lower, upper: bounds.upper })})</>
                )}
                {key === 'insufficientAccountBalance' && (
                  <>
                    {' '}
                    <Button size="sm" variant="ghost" onClick={() => wallet.open('deposit')}>
                      {t('betting:slip.deposit')}
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
});
