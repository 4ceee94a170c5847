// A pk10 draw's result (issue 16): the ten cars in finishing order, each named by its position for
// screen readers, then the champion + runner-up sum with its sides and the dragon or tiger of
// positions 1-5, from @bet/domain's rules (the same the server settles with). Used by the latest
// result of the draw header and the rows of past results.
import type { DataOf } from '@bet/api/contract/endpoints';
import {
  championRunnerUpSum,
  dragonTiger,
  PK10_SUM_OPTIONS,
  type DragonTigerPosition,
} from '@bet/domain/racing';
import { RacingCarChip, type RacingCarChipSize } from '@bet/ui/racing-car-chip';
import { useText } from '@bet/ui/text';
import { useNamespaces } from '../../../lib/i18n/text';
import { dragonTigerName, positionName } from '../racing-labels';
import { Cars, Facts, Pair, Root, SrOnly, Status } from './result-styles';

export type RacingDrawResult = Pick<DataOf<'racing.last'>, 'cars' | 'state'>;

export interface RacingResultProps {
  readonly draw: RacingDrawResult;
  /** Chip size: 'sm' in lists, 'md' in the draw header. */
  readonly size?: RacingCarChipSize | undefined;
}

const DRAGON_TIGER_POSITIONS: readonly DragonTigerPosition[] = [1, 2, 3, 4, 5];

function Drawn({ cars, size }: { cars: readonly number[]; size: RacingCarChipSize }) {
  const t = useText();
  const sum = championRunnerUpSum(cars, PK10_SUM_OPTIONS);
  const sides = [
    t(sum.big ? 'common:racing.big' : 'common:racing.small'),
    t(sum.odd ? 'common:racing.odd' : 'common:racing.even'),
    ...(sum.refund ? [t('racing:result.refunded')] : []),
  ];
  return (
    <Root>
      <Cars aria-label={t('racing:result.order')}>
        {cars.map((car, i) => (
          <li key={car}>
            <SrOnly>{positionName(t, i + 1)}</SrOnly>
            <RacingCarChip car={car} size={size} />
          </li>
        ))}
      </Cars>
      <Facts>
        <li>{[t('racing:sumOf', { n: sum.sum }), ...sides].join(' · ')}</li>
        {DRAGON_TIGER_POSITIONS.map((position) => (
          <li key={position}>
            <SrOnly>{dragonTigerName(t, position)}</SrOnly>
            <Pair aria-hidden="true">{`${position}–${11 - position}`}</Pair>
            {t(`common:racing.${dragonTiger(cars, position)}`)}
          </li>
        ))}
      </Facts>
    </Root>
  );
}

export function RacingResult({ draw, size = 'md' }: RacingResultProps) {
  useNamespaces('racing');
  const t = useText();
  if (draw.state === 'canceled') return <Status>{t('racing:result.canceled')}</Status>;
  if (draw.cars === null) return <Status>{t('racing:result.waiting')}</Status>;
  return <Drawn cars={draw.cars} size={size} />;
}
