// The pk10 board (issue 16, spec sections 3 and 9): a subset switcher (selectedPk10Subset, kept
// while the page lives) and, for the chosen subset, its odds groups. Every option toggles a pick of
// the pk10 bets being built; the stakes panel takes it from there. Disabled when betting is closed.
import { isPk10Subset, PK10_SUBSETS } from '@bet/domain/racing';
import { Skeleton } from '@bet/ui/skeleton';
import { Tabs } from '@bet/ui/tabs';
import { useText } from '@bet/ui/text';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useNamespaces } from '../../../lib/i18n/text';
import { QueryView } from '../../../lib/ui/query-view';
import { subsetName } from '../racing-labels';
import { racingLimitsQuery } from '../racing-limits-query';
import type { RacingLimits, RacingOdds } from '../racing-pick';
import { racingSubsetAtom } from './subset-atom';
import { SubsetPanel } from './subset-panel';
import { useBoardLines } from './use-board-lines';

export interface RacingBoardProps {
  readonly odds: RacingOdds;
  /** Betting is closed for the draw: options show but cannot be picked. */
  readonly disabled: boolean;
}

function Board({ odds, limits, disabled }: RacingBoardProps & { limits: RacingLimits }) {
  const t = useText();
  const [subset, setSubset] = useAtom(racingSubsetAtom);
  const lines = useBoardLines(odds, limits, disabled);
  return (
    <Tabs
      aria-label={t('racing:subsets.label')}
      value={subset}
      onChange={(id) => {
        if (isPk10Subset(id)) setSubset(id);
      }}
      items={PK10_SUBSETS.map((id) => ({
        id,
        label: subsetName(t, id),
        content: <SubsetPanel subset={id} odds={odds} lines={lines} />,
      }))}
    />
  );
}

export function RacingBoard({ odds, disabled }: RacingBoardProps) {
  useNamespaces('racing');
  const t = useText();
  const limits = useQuery(racingLimitsQuery());
  return (
    <QueryView
      query={limits}
      placeholder={<Skeleton variant="rect" height={320} />}
      errorText={t('racing:limitsError')}
      headingLevel={3}
    >
      {(rows) => <Board odds={odds} limits={rows} disabled={disabled} />}
    </QueryView>
  );
}
