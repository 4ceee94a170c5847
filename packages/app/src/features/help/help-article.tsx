// One help page: its content in the reader's language (else the brand's default, else English),
// with the list of help pages beside it.
import { Skeleton } from '@bet/ui/skeleton';
import { focusRing } from '@bet/ui/theme';
import { useText } from '@bet/ui/text';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/router/link';
import styled from 'styled-components';
import { useLanguage } from '../../lib/i18n/text';
import { useBrand } from '../../lib/services';
import { PageFrame } from '../../lib/ui/page-frame';
import { QueryView } from '../../lib/ui/query-view';
import { HELP_PAGES, loadHelpContent, type HelpSlug } from './help-pages';
import { MarkdownArticle, MarkdownBlocks } from './markdown-blocks';
import { useAppSection } from '../../lib/i18n/app-section';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: 14rem minmax(0, 1fr);
  }
`;

const PageList = styled.ul`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: ${({ theme }) => theme.spacing.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.palette.text.primary};
    text-decoration: none;
    ${focusRing}
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.palette.surface.raised};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

export function HelpArticle({ slug, title }: { slug: HelpSlug; title: string }) {
  const language = useLanguage();
  const brand = useBrand();
  const t = useText();
  useAppSection('help');
  const languages = [language, brand.defaultLanguage, 'en'];
  const content = useQuery({
    queryKey: ['help', slug, language],
    queryFn: () => loadHelpContent(slug, languages),
    staleTime: Infinity,
  });
  return (
    <PageFrame title={title}>
      <Layout>
        <nav aria-label={t('app:help.pages')}>
          <PageList>
            {HELP_PAGES.map((page) => (
              <li key={page.slug}>
                <Link
                  to={`/help/${page.slug}`}
                  aria-current={page.slug === slug ? 'page' : undefined}
                >
                  {t(page.title)}
                </Link>
              </li>
            ))}
          </PageList>
        </nav>
        <MarkdownArticle>
          <QueryView
            query={content}
            placeholder={<Skeleton lines={8} />}
            errorText={t('app:help.error')}
          >
            {(markdown) => <MarkdownBlocks source={markdown} />}
          </QueryView>
        </MarkdownArticle>
      </Layout>
    </PageFrame>
  );
}
