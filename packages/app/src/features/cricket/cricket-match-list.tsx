// The cricket lobby's list: each match a link to its page, where bets are placed by option id.
import type { cricketMatchSchema } from '@bet/api/contract/cricket';
import { EmptyState } from '@bet/ui/empty-state';
import { useText } from '@bet/ui/text';
import { Link } from '../../lib/router/link';
import styled from 'styled-components';
import type { z } from 'zod';
import { cricketHref } from './cricket-queries';

type CricketMatch = z.infer<typeof cricketMatchSchema>;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export interface CricketMatchListProps {
  readonly matches: readonly CricketMatch[];
}

export function CricketMatchList({ matches }: CricketMatchListProps) {
  const t = useText();
  const open = matches.filter((match) => match.state === 'upcoming');
  if (open.length === 0) return <EmptyState headingLevel={2} text={t('ui:noData')} />;
  return (
    <List>
      {open.map((match) => (
        <Row key={match.matchId}>
          <Link to={cricketHref(match.matchId)}>
            {match.teamA} {t('betting:versus')} {match.teamB}
          </Link>
          <Meta>
            {match.seriesName} · <time dateTime={match.startTime}>{match.startTime}</time>
          </Meta>
        </Row>
      ))}
    </List>
  );
}
