// The DP estimate of the slip (rules.md "Parlays"): tickets, total stake, min/max payout; bd
// payouts are scaled by BD_PAYOUT_SCALE with a note beside them.
import { BD_PAYOUT_SCALE } from '@bet/domain/parlay';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { memo } from 'react';
import type { SlipEstimate } from './slip-ticket';

export interface SlipSummaryProps {
  readonly estimate: SlipEstimate;
  readonly currency: string;
  readonly onShowList: () => void;
}

export const SlipSummary = memo(function SlipSummary({
  estimate,
  currency,
  onShowList,
}: SlipSummaryProps) {
  const t = useText();
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 4, margin: 0 }}>
      <dt>{t('betting:betCombinations')}</dt>
      <dd>
        <Button variant="ghost" size="sm" onClick={onShowList}>
          {t('betting:slip.tickets', { count: estimate.tickets })}
        </Button>
      </dd>
      <dt>{t('betting:totalStake')}</dt>
      <dd data-testid="slip-cost">
        {estimate.cost} {currency}
      </dd>
      <dt>{t('betting:minPayout')}</dt>
      <dd>
        {estimate.minPayout} {currency}
      </dd>
      <dt>{t('betting:maxPayout')}</dt>
      <dd>
        {estimate.maxPayout} {currency}
      </dd>
      {estimate.scaled && (
        <dd style={{ gridColumn: '1 / -1' }}>
          {t('betting:slip.bdNote', { percent: BD_PAYOUT_SCALE * 100 })}
        </dd>
      )}
    </dl>
  );
});
