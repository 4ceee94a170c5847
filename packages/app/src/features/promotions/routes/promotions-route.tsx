// /promotions (spec section 2): every promotion as a tile leading to its page.
import { PromotionTile } from '@bet/ui/promotion-tile';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { internalLinkHandler } from '../../../lib/router/internal-links';
import { PageFrame } from '../../../lib/ui/page-frame';
import { QueryView } from '../../../lib/ui/query-view';
import { usePromotions } from '../promotions-query';
import { useAppSection } from '../../../lib/i18n/app-section';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Tile text is plain: the markup of the content is for the promotion's own page. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

function PromotionsPage() {
  const t = useText();
  useAppSection('promotions');
  const promotions = usePromotions();
  const navigate = useNavigate();
  return (
    <PageFrame title={t('common:nav.promotions')}>
      <QueryView
        query={promotions}
        placeholder={<Skeleton variant="rect" height={220} />}
        errorText={t('app:promotions.error')}
        emptyText={t('app:promotions.empty')}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <Grid onClick={internalLinkHandler(navigate)}>
            {list.map((promotion) => (
              <li key={promotion.id}>
                <PromotionTile
                  src={promotion.pic}
                  alt={promotion.title}
                  title={promotion.title}
                  description={plainText(promotion.content)}
                  href={`/promotions/${promotion.id}`}
                />
              </li>
            ))}
          </Grid>
        )}
      </QueryView>
    </PageFrame>
  );
}

export { PromotionsPage as Component };
