// /results/{sport} and /howToPlay/{sport} (spec section 2: default soccer; "Sport, results and
// howToPlay pages have a two-level menu of game types"; "A coming-soon notice appears when a menu
// has no children"). The side navigation holds the first level; here the brand's visible sports
// are tabs, each tab a route, so a sport can be linked to and the back button works.
import type { SportKey } from '@bet/domain/games';
import { ComingSoon } from '@bet/ui/coming-soon';
import { LoadingRegion, Skeleton } from '@bet/ui/skeleton';
import { Tabs } from '@bet/ui/tabs';
import { useText } from '@bet/ui/text';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useBrand } from '../../../lib/services';
import { PageFrame } from '../../../lib/ui/page-frame';
import { useGameAvailability } from '../../games';
import { visibleSports } from '../../navigation';
import { defaultSport, isBrandSport, parseSport, sportLabelKey } from '../sport-params';

export interface SportSubpageProps {
  readonly base: '/results' | '/howToPlay';
  readonly titleKey: 'common:nav.results' | 'common:nav.howToPlay';
  /** The selected sport's content. */
  readonly children: (sport: SportKey) => ReactNode;
}

/**
 * The sports offered as tabs: the brand's sports with a visible game, plus the requested sport
 * when it is one the brand does not list (cricket, 365sports), so a link to it still shows it.
 */
function tabSports(listed: readonly SportKey[], sport: SportKey): SportKey[] {
  return isBrandSport(sport) || listed.includes(sport) ? [...listed] : [...listed, sport];
}

export function SportSubpage({ base, titleKey, children }: SportSubpageProps) {
  const { sport: param } = useParams();
  const brand = useBrand();
  const t = useText();
  const navigate = useNavigate();
  const availability = useGameAvailability();
  const sport = parseSport(param);
  if (sport === undefined) return <Navigate to={`${base}/${defaultSport(brand)}`} replace />;
  const title = t(titleKey);
  if (availability.data === undefined) {
    return (
      <PageFrame title={title}>
        <LoadingRegion loading placeholder={<Skeleton lines={6} />} />
      </PageFrame>
    );
  }
  const listed = visibleSports(brand, availability.data.visible);
  // A brand sport that is not offered here (hidden, or another brand's): the first one that is.
  if (isBrandSport(sport) && !listed.includes(sport) && listed[0] !== undefined) {
    return <Navigate to={`${base}/${listed[0]}`} replace />;
  }
  const sports = tabSports(listed, sport);
  if (sports.length === 0 || !sports.includes(sport)) {
    return (
      <PageFrame title={title}>
        <ComingSoon headingLevel={2} fullPage={false} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <Tabs
        aria-label={t('common:nav.sports')}
        value={sport}
        onChange={(id) => void navigate(`${base}/${id}`)}
        items={sports.map((key) => ({
          id: key,
          label: t(sportLabelKey(key)),
          content: key === sport ? children(key) : null,
        }))}
      />
    </PageFrame>
  );
}
