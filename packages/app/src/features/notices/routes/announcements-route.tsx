// /announcements (spec section 2): the announcements, then the public notices, each with its
// loading, empty and error state.
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { FormattedDate } from '../../../lib/ui/formatted-date';
import { PageFrame } from '../../../lib/ui/page-frame';
import { QueryView } from '../../../lib/ui/query-view';
import { useAnnouncements } from '../announcements-query';
import { usePublicNotices } from '../public-notices-query';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};

  h2,
  p {
    margin: 0;
  }
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const placeholder = <Skeleton variant="rect" height={72} />;

function AnnouncementsPage() {
  const t = useText();
  const announcements = useAnnouncements();
  const notices = usePublicNotices();
  const failed = t('errors:loadAnnouncementsFailed');
  return (
    <PageFrame title={t('common:nav.announcements')}>
      <QueryView
        query={announcements}
        placeholder={placeholder}
        errorText={failed}
        isEmpty={(d) => d.length === 0}
      >
        {(list) => (
          <List>
            {list.map((item) => (
              <Card key={item.id}>
                <p>{item.content}</p>
              </Card>
            ))}
          </List>
        )}
      </QueryView>
      <QueryView
        query={notices}
        placeholder={placeholder}
        errorText={failed}
        isEmpty={(d) => d.list.length === 0}
      >
        {(page) => (
          <List>
            {page.list.map((notice) => (
              <Card key={notice.id}>
                <h2>{notice.title}</h2>
                <Meta>
                  <FormattedDate value={notice.create_at} />
                </Meta>
                <p>{notice.content}</p>
              </Card>
            ))}
          </List>
        )}
      </QueryView>
    </PageFrame>
  );
}

export { AnnouncementsPage as Component };
