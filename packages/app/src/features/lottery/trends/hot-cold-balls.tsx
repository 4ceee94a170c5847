// Hot and cold numbers: the six balls drawn most and least often in the window, each with its
// count. A screen reader hears "Ball 07, times drawn: 12" for each, in order.
import type { BallTrend } from '@bet/domain/mark-six-trends';
import { padTwo } from '@bet/domain/money';
import { MarkSixBall } from '@bet/ui/mark-six-ball';
import { useText } from '@bet/ui/text';
import { visuallyHidden } from '@bet/ui/theme';
import styled from 'styled-components';
import { useNumberText } from '../../../lib/i18n/use-number-text';
import { ChartSection } from '../../../lib/ui/chart-section';

const Balls = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Shown = styled.span`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

const Spoken = styled.span`
  ${visuallyHidden}
`;

function BallList({ balls }: { balls: readonly BallTrend[] }) {
  const t = useText();
  const numbers = useNumberText();
  return (
    <Balls>
      {balls.map(({ ball, count }) => (
        <li key={ball} data-ball={ball}>
          <Spoken>
            {t('lottery:trends.ballCount', { ball: padTwo(ball), count: numbers.count(count) })}
          </Spoken>
          <Shown aria-hidden="true">
            <MarkSixBall number={ball} />
            <Count>{t('lottery:trends.times', { count: numbers.count(count) })}</Count>
          </Shown>
        </li>
      ))}
    </Balls>
  );
}

export function HotColdBalls({
  hot,
  cold,
}: {
  hot: readonly BallTrend[];
  cold: readonly BallTrend[];
}) {
  const t = useText();
  return (
    <>
      <ChartSection title={t('lottery:trends.hot')} note={t('lottery:trends.hotNote')}>
        <BallList balls={hot} />
      </ChartSection>
      <ChartSection title={t('lottery:trends.cold')} note={t('lottery:trends.coldNote')}>
        <BallList balls={cold} />
      </ChartSection>
    </>
  );
}
