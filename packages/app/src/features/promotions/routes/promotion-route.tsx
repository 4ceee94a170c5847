// /promotions/{id} (spec section 2): one promotion, its server HTML sanitised (issue 7), and its
// Join button (issue 14).
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { internalLinkHandler } from '../../../lib/router/internal-links';
import { FormattedDate } from '../../../lib/ui/formatted-date';
import { LinkButton } from '../../../lib/ui/link-button';
import { PageFrame } from '../../../lib/ui/page-frame';
import { QueryView } from '../../../lib/ui/query-view';
import { NotFoundPage } from '../../errors';
import { JoinButton } from '../join-button';
import { usePromotions } from '../promotions-query';
import { sanitizeHtml } from '../sanitize-html';
import { useAppSection } from '../../../lib/i18n/app-section';

const Picture = styled.img`
  width: 100%;
  max-height: 360px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.palette.surface.raised};
`;

const Content = styled.div`
  line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};

  img {
    max-width: 100%;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

function SafeHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // The HTML has been through DOMPurify (sanitize-html.ts) just above.
  return (
    <Content onClick={internalLinkHandler(navigate)} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}

function PromotionPage() {
  const { id } = useParams();
  const text = useText();
  useAppSection('promotions');
  const promotions = usePromotions();
  const back = (
    <LinkButton href="/promotions" variant="secondary" size="sm">
      {text('app:promotions.back')}
    </LinkButton>
  );
  return (
    <QueryView
      query={promotions}
      placeholder={<Skeleton variant="rect" height={360} />}
      errorText={text('app:promotions.error')}
    >
      {(list) => {
        const promotion = list.find((item) => String(item.id) === id);
        if (promotion === undefined) return <NotFoundPage />;
        return (
          <PageFrame
            title={promotion.title}
            actions={
              <Actions>
                <JoinButton promotionId={promotion.id} />
                {back}
              </Actions>
            }
          >
            <Picture src={promotion.pic} alt="" />
            {promotion.end_at ? (
              <p>
                {text('app:promotions.validUntil')}{' '}
                <FormattedDate value={promotion.end_at} pattern="PP" />
              </p>
            ) : null}
            <SafeHtml html={promotion.content} />
          </PageFrame>
        );
      }}
    </QueryView>
  );
}

export { PromotionPage as Component };
