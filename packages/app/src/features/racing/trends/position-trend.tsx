// One position's figures: how often each car finished there, and how often the car there was
// big, small, odd or even.
import type { Pk10PositionTrend } from '@bet/domain/racing-trends';
import type { TwoSide } from '@bet/domain/racing';
import { RacingCarChip } from '@bet/ui/racing-car-chip';
import { useText } from '@bet/ui/text';
import { BarChart, type Bar } from '../../../lib/ui/bar-chart';
import { ChartSection } from '../../../lib/ui/chart-section';
import { useCountShare } from './use-count-share';

export interface PositionTrendProps {
  readonly trend: Pk10PositionTrend;
  /** The position's name ('Champion'). */
  readonly position: string;
  readonly draws: number;
}

export function PositionTrend({ trend, position, draws }: PositionTrendProps) {
  const t = useText();
  const countShare = useCountShare(draws);
  const cars = trend.cars.map((count, index): Bar => {
    const car = index + 1;
    return {
      key: String(car),
      label: <RacingCarChip car={car} size="sm" />,
      name: t('common:racing.car', { n: car }),
      value: count,
      text: countShare(count),
    };
  });
  // The domain counts the sides in the bet's order: big, small, odd, even.
  const sides = (Object.keys(trend.sides) as TwoSide[]).map((side): Bar => {
    const name = t(`common:racing.${side}`);
    const count = trend.sides[side];
    return { key: side, label: name, name, value: count, text: countShare(count) };
  });
  const carsTitle = t('racing:trends.cars', { position });
  const sidesTitle = t('racing:trends.sides', { position });
  return (
    <>
      <ChartSection title={carsTitle} note={t('racing:trends.carsNote')}>
        <BarChart
          caption={carsTitle}
          nameHeader={t('racing:trends.car')}
          valueHeader={t('racing:trends.countHeader')}
          bars={cars}
        />
      </ChartSection>
      <ChartSection title={sidesTitle} note={t('racing:trends.sidesNote')}>
        <BarChart
          caption={sidesTitle}
          nameHeader={t('racing:trends.side')}
          valueHeader={t('racing:trends.countHeader')}
          bars={sides}
          max={draws}
        />
      </ChartSection>
    </>
  );
}
