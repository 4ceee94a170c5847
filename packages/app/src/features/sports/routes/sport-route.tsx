// /sport/soccer, /sport/basketball, /sport/bd, /sport/all and /sport/365sports (spec section 2).
// The lobbies of soccer, basketball and bd (issue 15); 365sports is empty by the spec.
import { EmptyState } from '@bet/ui/empty-state';
import { useText } from '@bet/ui/text';
import { useParams } from 'react-router';
import { NextReleasePage } from '../../../lib/ui/next-release-page';
import { PageFrame } from '../../../lib/ui/page-frame';
import { AllSports } from '../lobby/all-sports';
import { SportLobby } from '../lobby/sport-lobby';
import { isSlipGame } from '../../bet-slip';
import { parseSport, sportLabelKey } from '../sport-params';
import { NotFoundPage as NotFound } from '../../errors';

function SportPage() {
  const { sport: param } = useParams();
  const t = useText();
  if (param?.toLowerCase() === 'all') {
    return (
      <PageFrame title={t('common:nav.allEvents')}>
        <AllSports />
      </PageFrame>
    );
  }
  const sport = parseSport(param);
  if (sport === undefined) return <NotFound />;
  if (sport === '365sports') {
    return (
      <PageFrame title={t(sportLabelKey(sport))}>
        <EmptyState headingLevel={2} text={t('errors:sportUnderConstruction')} />
      </PageFrame>
    );
  }
  if (!isSlipGame(sport)) return <NextReleasePage title={t(sportLabelKey(sport))} />;
  return (
    <PageFrame title={t(sportLabelKey(sport))}>
      <SportLobby key={sport} game={sport} />
    </PageFrame>
  );
}

export { SportPage as Component };
