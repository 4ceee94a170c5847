// /sport/cricket/:matchId (spec section 7): one match (cricket.match), its options toggled by id
// into the match's slip, and the bets placed with cricket.bet.
import { useText } from '@bet/ui/text';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useBrand } from '../../../lib/services';
import { PageFrame } from '../../../lib/ui/page-frame';
import { NotFoundPage } from '../../errors';
import { CricketBetForm } from '../cricket-bet-form';
import { CricketMarkets } from '../cricket-markets';
import { cricketMatchQuery } from '../cricket-queries';
import { offersCricket } from '../offers-cricket';
import { useCricketSlip } from '../use-cricket-slip';

function CricketMatch({ matchId }: { readonly matchId: string }) {
  const t = useText();
  const match = useQuery(cricketMatchQuery(matchId));
  const slip = useCricketSlip(matchId);
  if (match.isError) return <NotFoundPage />;
  const title =
    match.data === undefined
      ? t('betting:match')
      : `${match.data.teamA} ${t('betting:versus')} ${match.data.teamB}`;
  return (
    <PageFrame title={title}>
      {match.data !== undefined && (
        <>
          <CricketMarkets
            markets={match.data.markets}
            isSelected={slip.isSelected}
            onToggle={slip.toggle}
          />
          <CricketBetForm matchId={matchId} slip={slip} />
        </>
      )}
    </PageFrame>
  );
}

function CricketMatchPage() {
  const { matchId } = useParams();
  if (!offersCricket(useBrand()) || matchId === undefined) return <NotFoundPage />;
  return <CricketMatch key={matchId} matchId={matchId} />;
}

export { CricketMatchPage as Component };
