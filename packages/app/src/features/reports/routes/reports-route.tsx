// /reports (spec section 2, login required): the member's bet statistics per game and period
// (spec section 7, "Reports"): totals and the days, with loading, empty and error ('failures to
// load reports', spec section 8) states.
import { presetRange, type DateRange } from '@bet/domain/date-range';
import type { GameKey } from '@bet/domain/games';
import { EmptyState } from '@bet/ui/empty-state';
import { LoadingRegion, Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import styled from 'styled-components';
import { useBrand } from '../../../lib/services';
import { FormattedDate } from '../../../lib/ui/formatted-date';
import { PageFrame } from '../../../lib/ui/page-frame';
import { QueryView } from '../../../lib/ui/query-view';
import { useGameAvailability } from '../../games';
import { ReportDays } from '../components/report-days';
import { ReportFilters } from '../components/report-filters';
import { ReportSummary } from '../components/report-summary';
import { reportGames } from '../report-games';
import { useReport } from '../reports-query';
import { useAppSection } from '../../../lib/i18n/app-section';

const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
`;

function ReportSkeleton() {
  return (
    <Results>
      <Skeleton variant="rect" height={88} />
      <Skeleton variant="rect" height={160} />
    </Results>
  );
}

/** One day, or the first and last day of the period. */
function Period({ range }: { range: DateRange }) {
  const day = (date: string) => <FormattedDate value={`${date}T12:00:00Z`} pattern="PP" />;
  if (range.start === range.end) return day(range.start);
  return (
    <>
      {day(range.start)} – {day(range.end)}
    </>
  );
}

function Report({ game, range }: { game: GameKey; range: DateRange }) {
  const t = useText();
  useAppSection('reports');
  const report = useReport(game, range);
  return (
    <QueryView
      query={report}
      placeholder={<ReportSkeleton />}
      errorText={t('errors:loadReportsFailed')}
      emptyText={t('app:reports.empty')}
      isEmpty={(data) => data.rows.length === 0 && data.bet_count === 0}
    >
      {(data) => (
        <Results>
          <ReportSummary
            report={data}
            gameName={t(`common:games.${game}`)}
            period={<Period range={range} />}
          />
          <ReportDays report={data} />
        </Results>
      )}
    </QueryView>
  );
}

function ReportsPage() {
  const t = useText();
  useAppSection('reports');
  const brand = useBrand();
  const availability = useGameAvailability();
  const [chosen, setChosen] = useState<GameKey | undefined>(undefined);
  const [range, setRange] = useState<DateRange>(() => presetRange('today', new Date()));
  const title = t('common:nav.reports');
  if (availability.data === undefined) {
    return (
      <PageFrame title={title}>
        <LoadingRegion loading placeholder={<ReportSkeleton />} />
      </PageFrame>
    );
  }
  const games = reportGames(brand, availability.data.visible);
  const game = chosen !== undefined && games.includes(chosen) ? chosen : games[0];
  if (game === undefined) {
    return (
      <PageFrame title={title}>
        <EmptyState title={t('app:reports.noGames')} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <ReportFilters
        games={games}
        game={game}
        range={range}
        onGame={setChosen}
        onRange={setRange}
      />
      <Report game={game} range={range} />
    </PageFrame>
  );
}

export { ReportsPage as Component };
