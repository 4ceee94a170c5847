// The champion + runner-up sum: how often each sum 3..19 came out, and how often the sum was
// big (12 or more), small, odd or even.
import type { TwoSide } from '@bet/domain/racing';
import type { Pk10Trends } from '@bet/domain/racing-trends';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { BarChart, type Bar } from '../../../lib/ui/bar-chart';
import { ChartSection } from '../../../lib/ui/chart-section';
import { useCountShare } from './use-count-share';

const Sum = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Subheading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export function SumTrend({ trends }: { trends: Pk10Trends }) {
  const t = useText();
  const countShare = useCountShare(trends.draws);
  const sums = trends.sums.map(({ sum, count }): Bar => ({
    key: String(sum),
    label: <Sum>{sum}</Sum>,
    name: String(sum),
    value: count,
    text: countShare(count),
  }));
  // The domain counts the sides in the bet's order: big, small, odd, even.
  const sides = (Object.keys(trends.sumSides) as TwoSide[]).map((side): Bar => {
    const name = t(`common:racing.${side}`);
    const count = trends.sumSides[side];
    return { key: side, label: name, name, value: count, text: countShare(count) };
  });
  const title = t('common:racing.championRunnerUpSum');
  const sidesTitle = t('racing:trends.sumSides');
  return (
    <ChartSection title={title} note={t('racing:trends.sumNote')}>
      <BarChart
        caption={title}
        nameHeader={t('common:racing.sumValue')}
        valueHeader={t('racing:trends.countHeader')}
        bars={sums}
      />
      <Subheading>{sidesTitle}</Subheading>
      <BarChart
        caption={sidesTitle}
        nameHeader={t('racing:trends.side')}
        valueHeader={t('racing:trends.countHeader')}
        bars={sides}
        max={trends.draws}
      />
    </ChartSection>
  );
}
