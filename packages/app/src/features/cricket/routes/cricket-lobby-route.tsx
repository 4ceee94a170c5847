// /sport/cricket (spec section 7, "Cricket"): its own match list, for brands that offer cricket.
import { useText } from '@bet/ui/text';
import { useQuery } from '@tanstack/react-query';
import { useBrand } from '../../../lib/services';
import { PageFrame } from '../../../lib/ui/page-frame';
import { sportLabelKey } from '../../../brand/sport-labels';
import { NotFoundPage } from '../../errors';
import { CricketMatchList } from '../cricket-match-list';
import { cricketMatchesQuery } from '../cricket-queries';
import { offersCricket } from '../offers-cricket';

function CricketLobby() {
  const t = useText();
  const matches = useQuery(cricketMatchesQuery());
  return (
    <PageFrame title={t(sportLabelKey('cricket'))}>
      {matches.isError && <p role="alert">{t('errors:loadMatchesFailed')}</p>}
      {matches.data !== undefined && <CricketMatchList matches={matches.data} />}
    </PageFrame>
  );
}

function CricketLobbyPage() {
  return offersCricket(useBrand()) ? <CricketLobby /> : <NotFoundPage />;
}

export { CricketLobbyPage as Component };
