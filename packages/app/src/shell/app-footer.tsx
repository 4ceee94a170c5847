// The footer (spec section 2): link groups, community links, sponsorship and responsibility
// logos, the brand's localized footer text and the copyright line.
import type { LanguageCode } from '@bet/domain/languages';
import { Footer } from '@bet/ui/footer';
import { useText } from '@bet/ui/text';
import { useLanguage, useNamespaces } from '../lib/i18n/text';
import { renderAppLink } from '../lib/router/app-link';
import { useBrand } from '../lib/services';
import { COMMUNITY_ICONS, COMMUNITY_NAMES } from './community-icons';
import { useCopyrightYear } from './copyright-query';
import { useServerFooterText } from './footer-text-query';

export function AppFooter() {
  // The brands' link labels are 'common:' and 'help:' keys; 'help' is not among the start strings.
  useNamespaces('help');
  const brand = useBrand();
  const t = useText();
  const year = useCopyrightYear();
  const { footer } = brand;
  const language = useLanguage() as LanguageCode;
  const serverText = useServerFooterText(language);
  const brandText = footer.text[language] ?? footer.text[brand.defaultLanguage];
  return (
    <Footer
      brand={brand.name}
      year={year}
      groups={footer.groups.map((group, i) => ({
        id: `group-${i}`,
        title: t(group.title),
        links: group.links.map((link) => ({ label: t(link.label), href: link.href })),
      }))}
      community={footer.community.map((link) => ({
        label: COMMUNITY_NAMES[link.network],
        href: link.href,
        icon: COMMUNITY_ICONS[link.network],
      }))}
      sponsors={footer.logos.filter((logo) => logo.kind === 'sponsorship')}
      responsibility={footer.logos.filter((logo) => logo.kind === 'responsibility')}
      text={
        <>
          <p>{brandText}</p>
          {serverText ? <p>{serverText}</p> : null}
        </>
      }
      sponsorsLabel={t('common:footer.sponsorship')}
      responsibilityLabel={t('common:footer.responsibility')}
      communityLabel={t('common:footer.community')}
      renderLink={renderAppLink}
    />
  );
}
