// /results/{sport} and /howToPlay/{sport} (spec section 2: default soccer).
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useLabel } from '../../../lib/i18n/use-label';
import { useBrand } from '../../../lib/services';
import { NextReleasePage } from '../../../lib/ui/next-release-page';
import { defaultSport, parseSport, sportLabelKey } from '../sport-params';

export function SportSubpage({
  base,
  titleKey,
}: {
  base: '/results' | '/howToPlay';
  titleKey: 'nav.results' | 'nav.howToPlay';
}) {
  const { sport: param } = useParams();
  const brand = useBrand();
  const { t } = useTranslation();
  const label = useLabel();
  const sport = parseSport(param);
  if (sport === undefined) return <Navigate to={`${base}/${defaultSport(brand)}`} replace />;
  return <NextReleasePage title={`${t(titleKey)}: ${label(sportLabelKey(sport))}`} />;
}
