// The promotions the member joined (issue 14), listed on the rewards screen under the check-in:
// each links to its page; with none, a link to the promotions.
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useId } from 'react';
import { Link } from '../../lib/router/link';
import styled from 'styled-components';
import { useLanguage } from '../../lib/i18n/text';
import { LinkButton } from '../../lib/ui/link-button';
import { QueryView } from '../../lib/ui/query-view';
import { useJoinedPromotions } from './joined-queries';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: center;
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.raised};
`;

const Picture = styled.img`
  width: 96px;
  height: 54px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Since = styled.span`
  display: block;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Empty = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

export function JoinedPromotions() {
  const t = useText();
  const titleId = useId();
  const joined = useJoinedPromotions();
  const language = useLanguage();
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{t('rewards:joined.title')}</Title>
      <QueryView
        query={joined}
        placeholder={<Skeleton variant="rect" height={72} />}
        errorText={t('rewards:joined.loadFailed')}
        headingLevel={3}
      >
        {(list) =>
          list.length === 0 ? (
            <Empty>
              <p>{t('rewards:joined.empty')}</p>
              <LinkButton href="/promotions" variant="secondary" size="sm">
                {t('rewards:joined.browse')}
              </LinkButton>
            </Empty>
          ) : (
            <List aria-labelledby={titleId}>
              {list.map((promotion) => (
                <Item key={promotion.id}>
                  <Picture src={promotion.pic} alt="" />
                  <span>
                    <Link to={`/promotions/${promotion.id}`}>{promotion.title}</Link>
                    <Since>
                      {t('rewards:joined.joinedOn', { date: dateOf(promotion.joined_at) })}
                    </Since>
                  </span>
                </Item>
              ))}
            </List>
          )
        }
      </QueryView>
    </Section>
  );
}
