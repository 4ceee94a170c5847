// Mark-six trends (issue 16, "Beyond: trends"): over the game's last 50 drawn draws, the hot and
// cold numbers, every ball's count (or draws since last seen), and the colour and zodiac shares.
// The lottery page loads this module lazily, inside its "Trends" section (features/draws
// TrendsSection, which gives the heading) once that section opens:
//   const MarkSixTrends = lazy(() => import('./trends/mark-six-trends'));
import type { MarkSixGame } from '@bet/domain/games';
import { EmptyState } from '@bet/ui/empty-state';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useQuery } from '@tanstack/react-query';
import { TrendsBody, TrendsCharts, TrendsWindow } from '../../../lib/ui/trends-layout';
import { useNamespaces } from '../../../lib/i18n/text';
import { useNumberText } from '../../../lib/i18n/use-number-text';
import { QueryView } from '../../../lib/ui/query-view';
import { BallChart } from './ball-chart';
import { DrawShares } from './draw-shares';
import { HotColdBalls } from './hot-cold-balls';
import { markSixTrendsQuery } from './mark-six-trends-query';

/** How many balls the hot and the cold lists show. */
export const HOT_COLD_SIZE = 6;

const placeholder = <Skeleton variant="rect" height={320} />;

export interface MarkSixTrendsProps {
  readonly game: MarkSixGame;
}

export function MarkSixTrends({ game }: MarkSixTrendsProps) {
  useNamespaces('lottery');
  const t = useText();
  const numbers = useNumberText();
  const query = useQuery(markSixTrendsQuery(game));
  return (
    <TrendsBody>
      <QueryView
        query={query}
        placeholder={placeholder}
        errorText={t('lottery:trends.loadFailed')}
        headingLevel={3}
      >
        {(trends) =>
          trends === null ? (
            <EmptyState title={t('lottery:trends.empty')} headingLevel={3} />
          ) : (
            <>
              <TrendsWindow>
                {t('lottery:trends.window', { draws: numbers.count(trends.draws) })}
              </TrendsWindow>
              <TrendsCharts $wide={3}>
                <HotColdBalls hot={trends.hot(HOT_COLD_SIZE)} cold={trends.cold(HOT_COLD_SIZE)} />
                <BallChart balls={trends.balls} draws={trends.draws} />
                <DrawShares trends={trends} />
              </TrendsCharts>
            </>
          )
        }
      </QueryView>
    </TrendsBody>
  );
}

export default MarkSixTrends;
