// The combination list (spec section 9): every ticket of the chosen strings, produced by the
// domain's combinationChunks generator 1000 at a time as the list scrolls (a virtual list); the
// count comes from the DP at once, so nothing is enumerated ahead of the view.
import type { CombinationLeg } from '@bet/domain/bet-slip';
import { combinationChunks } from '@bet/domain/parlay';
import { formatOddsAs, type OddsFormat } from '@bet/domain/odds-format';
import { Modal } from '@bet/ui/modal';
import { useText } from '@bet/ui/text';
import { VirtualList } from '@bet/ui/virtual-list';
import { memo, useEffect, useMemo, useState } from 'react';

export const COMBINATION_CHUNK = 1000;

export interface CombinationListProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly legs: readonly (readonly CombinationLeg[])[];
  readonly strings: readonly number[];
  /** The DP's ticket count (slipEstimate). */
  readonly count: number;
  readonly format: OddsFormat;
}

function LoadMore({ onVisible }: { readonly onVisible: () => void }) {
  useEffect(onVisible, [onVisible]);
  return null;
}

export const CombinationList = memo(function CombinationList({
  open,
  onClose,
  legs,
  strings,
  count,
  format,
}: CombinationListProps) {
  const t = useText();
  const generator = useMemo(
    () => (open ? combinationChunks(legs, strings, COMBINATION_CHUNK) : undefined),
    [open, legs, strings],
  );
  const [rows, setRows] = useState<CombinationLeg[][]>([]);
  const more = useMemo(() => {
    let done = false;
    return () => {
      if (done || generator === undefined) return;
      const next = generator.next();
      if (next.done === true) done = true;
      else setRows((current) => [...current, ...next.value]);
    };
  }, [generator]);
  useEffect(() => {
    setRows([]);
    more();
  }, [more]);
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={t('betting:slip.combinations', { count })}
    >
      <VirtualList
        items={rows}
        label={t('betting:betCombinations')}
        estimateSize={32}
        height={400}
        renderItem={(row, index) => (
          <div>
            {index + 1}.{' '}
            {row.map((leg) => `${leg.name} @ ${formatOddsAs(leg.odds, format)}`).join(' × ')}
            {index === rows.length - 1 && rows.length < count && <LoadMore onVisible={more} />}
          </div>
        )}
      />
    </Modal>
  );
});
