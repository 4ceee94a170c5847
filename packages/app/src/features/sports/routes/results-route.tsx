// /results and /results/{sport} (spec section 2): finished matches per sport, default soccer.
// Cricket and 365sports have no results feed (spec section 7 lists history for the id-bearing
// sports only): they show the sport-under-construction notice.
import type { SportKey } from '@bet/domain/games';
import { UnderConstruction } from '@bet/ui/under-construction';
import { useText } from '@bet/ui/text';
import { SportResults } from '../results/sport-results';
import { isBrandSport } from '../sport-params';
import { SportSubpage } from './sport-subpage';

function SportResultsOrNotice({ sport }: { sport: SportKey }) {
  const t = useText();
  if (!isBrandSport(sport)) {
    return (
      <UnderConstruction
        headingLevel={2}
        fullPage={false}
        description={t('errors:sportUnderConstruction')}
      />
    );
  }
  return <SportResults key={sport} sport={sport} />;
}

function ResultsPage() {
  return (
    <SportSubpage base="/results" titleKey="common:nav.results">
      {(sport) => <SportResultsOrNotice sport={sport} />}
    </SportSubpage>
  );
}

export { ResultsPage as Component };
