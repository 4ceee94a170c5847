// Every ball's bar: how often it was drawn in the window, or how many draws ago it was last seen
// (a ball missing from the whole window reads "Not seen" and gets a full bar).
import type { BallTrend } from '@bet/domain/mark-six-trends';
import { padTwo } from '@bet/domain/money';
import { MarkSixBall } from '@bet/ui/mark-six-ball';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import { useNumberText } from '../../../lib/i18n/use-number-text';
import { BarChart, type Bar } from '../../../lib/ui/bar-chart';
import { ChartSection } from '../../../lib/ui/chart-section';
import { ChoiceChips } from '../../../lib/ui/choice-chips';

export const BALL_MEASURES = ['count', 'since'] as const;
export type BallMeasure = (typeof BALL_MEASURES)[number];

export interface BallChartProps {
  readonly balls: readonly BallTrend[];
  /** Draws in the window: a ball not seen for all of them was not seen in it. */
  readonly draws: number;
}

export function BallChart({ balls, draws }: BallChartProps) {
  const t = useText();
  const numbers = useNumberText();
  const [measure, setMeasure] = useState<BallMeasure>('count');
  const title = t(`lottery:trends.measure.${measure}`);
  const bars = balls.map(({ ball, count, since }): Bar => {
    const notSeen = measure === 'since' && since === draws;
    const value = measure === 'count' ? count : since;
    return {
      key: String(ball),
      label: <MarkSixBall number={ball} size="sm" />,
      name: t('lottery:trends.ball', { ball: padTwo(ball) }),
      value,
      text: notSeen ? t('lottery:trends.notSeen') : numbers.count(value),
    };
  });
  return (
    <ChartSection
      title={t('lottery:trends.everyBall')}
      note={t(`lottery:trends.measureNote.${measure}`)}
      controls={
        <ChoiceChips
          label={t('lottery:trends.measureLabel')}
          choices={BALL_MEASURES.map((value) => ({
            value,
            label: t(`lottery:trends.measure.${value}`),
          }))}
          value={measure}
          onChange={setMeasure}
        />
      }
    >
      <BarChart
        caption={t('lottery:trends.everyBallCaption', { measure: title })}
        nameHeader={t('lottery:trends.number')}
        valueHeader={title}
        bars={bars}
        max={measure === 'since' ? draws : undefined}
        layout="grid"
      />
    </ChartSection>
  );
}
