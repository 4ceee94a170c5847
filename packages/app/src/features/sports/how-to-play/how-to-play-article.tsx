// One sport's guide in the reader's language (else the brand's default, else English), rendered
// by the help feature's markdown renderer.
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n/text';
import { useBrand } from '../../../lib/services';
import { QueryView } from '../../../lib/ui/query-view';
import { MarkdownArticle, MarkdownBlocks } from '../../help';
import { loadHowToPlay, type HowToPlaySport } from './how-to-play-pages';
import { useAppSection } from '../../../lib/i18n/app-section';

export function HowToPlayArticle({ sport }: { sport: HowToPlaySport }) {
  const language = useLanguage();
  const brand = useBrand();
  const text = useText();
  useAppSection('howToPlay');
  const languages = [language, brand.defaultLanguage, 'en'];
  const content = useQuery({
    queryKey: ['howToPlay', sport, language],
    queryFn: () => loadHowToPlay(sport, languages),
    staleTime: Infinity,
  });
  return (
    <MarkdownArticle data-testid="how-to-play">
      <QueryView
        query={content}
        placeholder={<Skeleton lines={10} />}
        errorText={text('app:howToPlay.error')}
      >
        {(markdown) => <MarkdownBlocks source={markdown} />}
      </QueryView>
    </MarkdownArticle>
  );
}
