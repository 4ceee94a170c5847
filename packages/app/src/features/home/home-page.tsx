// Home (spec section 2): the banner carousel (5 s, each banner opens its url in a new tab), the
// announcement marquee, at most two promotion tiles and one dismissible download banner.
import { AnnouncementMarquee } from '@bet/ui/announcement-marquee';
import { Carousel } from '@bet/ui/carousel';
import { PromotionTile } from '@bet/ui/promotion-tile';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { isExternalHref } from '../../lib/router/app-link';
import { internalLinkHandler } from '../../lib/router/internal-links';
import { useBrand } from '../../lib/services';
import { InlineError } from '../../lib/ui/inline-error';
import { PageFrame } from '../../lib/ui/page-frame';
import { useAnnouncements } from '../notices';
import { DownloadBanner } from './download-banner';
import { useBanners, useSlideshow } from './home-queries';
import { pickBanners } from './pick-banners';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
`;

function HomeCarousel() {
  const slideshow = useSlideshow();
  const t = useText();
  if (slideshow.isError) {
    return (
      <InlineError
        message={t('errors:gameDataNotLoading')}
        onRetry={() => void slideshow.refetch()}
      />
    );
  }
  return (
    <Carousel
      slides={slideshow.data ?? []}
      loading={slideshow.isPending}
      label={t('common:nav.promotions')}
    />
  );
}

function HomeMarquee() {
  const announcements = useAnnouncements();
  const t = useText();
  if (announcements.isError) {
    return (
      <InlineError
        message={t('errors:loadAnnouncementsFailed')}
        onRetry={() => void announcements.refetch()}
      />
    );
  }
  return (
    <AnnouncementMarquee
      items={(announcements.data ?? []).map((item) => item.content)}
      loading={announcements.isPending}
      label={t('common:nav.announcements')}
    />
  );
}

function HomeBanners() {
  const banners = useBanners();
  const t = useText();
  const navigate = useNavigate();
  if (banners.isError) {
    return (
      <InlineError
        message={t('errors:gameDataNotLoading')}
        onRetry={() => void banners.refetch()}
      />
    );
  }
  if (banners.isPending) return <Skeleton variant="rect" height={160} />;
  const { download, tiles } = pickBanners(banners.data);
  return (
    <>
      {download ? <DownloadBanner url={download.url} /> : null}
      {tiles.length > 0 ? (
        <section aria-labelledby="home-promotions">
          <SectionTitle id="home-promotions">{t('app:home.promotions')}</SectionTitle>
          <Tiles onClick={internalLinkHandler(navigate)}>
            {tiles.map((tile) => (
              <li key={tile.id}>
                <PromotionTile
                  src={tile.src}
                  alt={tile.alt}
                  href={tile.url}
                  title={tile.alt}
                  external={isExternalHref(tile.url)}
                  priority
                />
              </li>
            ))}
          </Tiles>
        </section>
      ) : null}
    </>
  );
}

export function HomePage() {
  const brand = useBrand();
  const text = useText();
  return (
    <PageFrame title={text('app:home.title', { brand: brand.name })} hideTitle>
      <HomeCarousel />
      <HomeMarquee />
      <HomeBanners />
    </PageFrame>
  );
}
