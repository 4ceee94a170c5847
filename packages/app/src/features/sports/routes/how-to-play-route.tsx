// /howToPlay and /howToPlay/{sport} (spec section 2): how to play per sport, default soccer.
import type { SportKey } from '@bet/domain/games';
import { UnderConstruction } from '@bet/ui/under-construction';
import { useText } from '@bet/ui/text';
import { HowToPlayArticle } from '../how-to-play/how-to-play-article';
import { hasHowToPlay } from '../how-to-play/how-to-play-pages';
import { SportSubpage } from './sport-subpage';

function GuideOrNotice({ sport }: { sport: SportKey }) {
  const t = useText();
  if (!hasHowToPlay(sport)) {
    return (
      <UnderConstruction
        headingLevel={2}
        fullPage={false}
        description={t('errors:sportUnderConstruction')}
      />
    );
  }
  return <HowToPlayArticle sport={sport} />;
}

function HowToPlayPage() {
  return (
    <SportSubpage base="/howToPlay" titleKey="common:nav.howToPlay">
      {(sport) => <GuideOrNotice sport={sport} />}
    </SportSubpage>
  );
}

export { HowToPlayPage as Component };
