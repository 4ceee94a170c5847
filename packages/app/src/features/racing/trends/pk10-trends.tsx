// Ten-car racing trends (issue 16, "Beyond: trends"): over the last 50 races, per position (a
// selector, champion first) how often each car finished there and its big / small / odd / even
// counts, the champion + runner-up sum, and dragon against tiger for positions 1 to 5.
// The racing page loads this module lazily, inside its "Trends" section (features/draws
// TrendsSection, which gives the heading) once that section opens:
//   const Pk10Trends = lazy(() => import('./trends/pk10-trends'));
import type { PositionNumber } from '@bet/domain/racing';
import { EmptyState } from '@bet/ui/empty-state';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TrendsBody, TrendsCharts, TrendsWindow } from '../../../lib/ui/trends-layout';
import { useNamespaces } from '../../../lib/i18n/text';
import { useNumberText } from '../../../lib/i18n/use-number-text';
import { ChoiceChips } from '../../../lib/ui/choice-chips';
import { QueryView } from '../../../lib/ui/query-view';
import { DragonTigerTrend } from './dragon-tiger-trend';
import { pk10TrendsQuery } from './pk10-trends-query';
import { PositionTrend } from './position-trend';
import { SumTrend } from './sum-trend';
import { usePositionName } from './use-position-name';

const POSITIONS: readonly PositionNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const placeholder = <Skeleton variant="rect" height={320} />;

export function Pk10Trends() {
  useNamespaces('racing');
  const t = useText();
  const numbers = useNumberText();
  const positionName = usePositionName();
  const [position, setPosition] = useState<PositionNumber>(1);
  const query = useQuery(pk10TrendsQuery());
  return (
    <TrendsBody>
      <QueryView
        query={query}
        placeholder={placeholder}
        errorText={t('racing:trends.loadFailed')}
        headingLevel={3}
      >
        {(trends) => {
          const trend = trends?.positions[position - 1];
          if (trends === null || trend === undefined)
            return <EmptyState title={t('racing:trends.empty')} headingLevel={3} />;
          return (
            <>
              <TrendsWindow>
                {t('racing:trends.window', { draws: numbers.count(trends.draws) })}
              </TrendsWindow>
              <ChoiceChips
                label={t('racing:trends.position')}
                choices={POSITIONS.map((value) => ({ value, label: positionName(value) }))}
                value={position}
                onChange={setPosition}
              />
              <TrendsCharts>
                <PositionTrend
                  trend={trend}
                  position={positionName(position)}
                  draws={trends.draws}
                />
                <SumTrend trends={trends} />
                <DragonTigerTrend trends={trends} />
              </TrendsCharts>
            </>
          );
        }}
      </QueryView>
    </TrendsBody>
  );
}

export default Pk10Trends;
