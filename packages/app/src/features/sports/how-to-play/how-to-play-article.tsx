// One sport's guide in the reader's language (else the brand's default, else English), rendered
// by the help feature's markdown renderer.
import { Skeleton } from '@bet/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppText } from '../../../lib/i18n/use-app-text';
import { useBrand } from '../../../lib/services';
import { QueryView } from '../../../lib/ui/query-view';
import { MarkdownArticle, MarkdownBlocks } from '../../help';
import { loadHowToPlay, type HowToPlaySport } from './how-to-play-pages';

export function HowToPlayArticle({ sport }: { sport: HowToPlaySport }) {
  const { i18n } = useTranslation();
  const brand = useBrand();
  const text = useAppText();
  const languages = [i18n.language, brand.defaultLanguage, 'en'];
  const content = useQuery({
    queryKey: ['howToPlay', sport, i18n.language],
    queryFn: () => loadHowToPlay(sport, languages),
    staleTime: Infinity,
  });
  return (
    <MarkdownArticle data-testid="how-to-play">
      <QueryView
        query={content}
        placeholder={<Skeleton lines={10} />}
        errorText={text('howToPlay.error')}
      >
        {(markdown) => <MarkdownBlocks source={markdown} />}
      </QueryView>
    </MarkdownArticle>
  );
}
