// How the colours and the zodiac animals fell: over all seven balls of each draw, or over the
// special codes alone (each chart has its own choice). Each bar gives the count and its share of
// the balls counted.
import type { BallColor } from '@bet/domain/mark-six';
import { BALL_COLORS, ZODIAC_ANIMALS } from '@bet/domain/mark-six';
import type { MarkSixTrends, TrendCounts } from '@bet/domain/mark-six-trends';
import { useText } from '@bet/ui/text';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useNumberText } from '../../../lib/i18n/use-number-text';
import { BarChart } from '../../../lib/ui/bar-chart';
import { ChartSection } from '../../../lib/ui/chart-section';
import { ChoiceChips } from '../../../lib/ui/choice-chips';

export const SHARE_SCOPES = ['all', 'special'] as const;
export type ShareScope = (typeof SHARE_SCOPES)[number];

/** Balls counted per draw: six numbers and the special code, or the special code alone. */
const BALLS_PER_DRAW: Record<ShareScope, number> = { all: 7, special: 1 };

interface ShareRow<K extends string> {
  readonly key: K;
  readonly name: string;
  readonly label: ReactNode;
}

interface ShareChartProps<K extends string> {
  readonly title: string;
  readonly nameHeader: string;
  readonly rows: readonly ShareRow<K>[];
  readonly counts: TrendCounts<K>;
  readonly draws: number;
  /** A line under the one saying which balls are counted. */
  readonly hint?: string | undefined;
}

function ShareChart<K extends string>({
  title,
  nameHeader,
  rows,
  counts,
  draws,
  hint,
}: ShareChartProps<K>) {
  const t = useText();
  const numbers = useNumberText();
  const [scope, setScope] = useState<ShareScope>('all');
  const whole = draws * BALLS_PER_DRAW[scope];
  const bars = rows.map(({ key, name, label }) => {
    const count = counts[scope][key];
    const text = t('lottery:trends.countShare', {
      count: numbers.count(count),
      share: numbers.share(count, whole),
    });
    return { key, name, label, value: count, text };
  });
  return (
    <ChartSection
      title={title}
      note={[t(`lottery:trends.scopeNote.${scope}`), ...(hint === undefined ? [] : [hint])]}
      controls={
        <ChoiceChips
          label={t('lottery:trends.scopeLabel', { chart: title })}
          choices={SHARE_SCOPES.map((value) => ({
            value,
            label: t(`lottery:trends.scope.${value}`),
          }))}
          value={scope}
          onChange={setScope}
        />
      }
    >
      <BarChart
        caption={t('lottery:trends.shareCaption', {
          chart: title,
          scope: t(`lottery:trends.scope.${scope}`),
        })}
        nameHeader={nameHeader}
        valueHeader={t('lottery:trends.countHeader')}
        bars={bars}
      />
    </ChartSection>
  );
}

const Swatch = styled.span<{ $color: BallColor }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};

  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme, $color }) => theme.palette.highlight[$color]};
  }
`;

export function DrawShares({ trends }: { trends: MarkSixTrends }) {
  const t = useText();
  const colors = BALL_COLORS.map((color) => {
    const name = t(`common:ballColors.${color}`);
    return { key: color, name, label: <Swatch $color={color}>{name}</Swatch> };
  });
  const animals = ZODIAC_ANIMALS.map((animal) => {
    const name = t(`common:zodiac.${animal}`);
    return { key: animal, name, label: name };
  });
  return (
    <>
      <ShareChart
        title={t('lottery:trends.colors')}
        nameHeader={t('lottery:trends.color')}
        rows={colors}
        counts={trends.colors}
        draws={trends.draws}
      />
      <ShareChart
        title={t('lottery:trends.zodiacs')}
        nameHeader={t('lottery:trends.animal')}
        rows={animals}
        counts={trends.zodiacs}
        draws={trends.draws}
        hint={t('lottery:trends.zodiacDates')}
      />
    </>
  );
}
