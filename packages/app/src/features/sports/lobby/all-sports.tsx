// /sport/all (issue 15): the game page, every sport of the brand with its number of matches, each
// a link to its lobby. A brand without a visible sport shows the coming-soon notice.
import { ComingSoon } from '@bet/ui/coming-soon';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../lib/router/link';
import styled from 'styled-components';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { useBrand } from '../../../lib/services';
import { useNamespaces } from '../../../lib/i18n/text';
import type { SlipGame } from '../../bet-slip';
import { useGameAvailability } from '../../games';
import { LazySportIcon, visibleSports } from '../../navigation';
import { sportLabelKey } from '../sport-params';

const List = styled.ul`
  display: grid;
  gap: 8px;
  list-style: none;
  padding: 0;
  a {
    display: flex;
    gap: 8px;
    align-items: center;
  }
`;

function SportCount({ sport }: { sport: SlipGame }) {
  const t = useText();
  const { data } = useQuery(
    endpointQuery('sports.matches', { params: { game: sport }, query: { start: 0, limit: 1 } }),
  );
  return (
    <li>
      <Link to={`/sport/${sport}`}>
        <LazySportIcon sport={sport} size={24} />
        <span>{t(sportLabelKey(sport))}</span>
        <span>{t('betting:lobby.matchCount', { count: data?.total ?? 0 })}</span>
      </Link>
    </li>
  );
}

export function AllSports() {
  useNamespaces('betting');
  const brand = useBrand();
  const availability = useGameAvailability();
  if (availability.data === undefined) {
    return <Skeleton lines={4} />;
  }
  const sports = visibleSports(brand, availability.data.visible);
  if (sports.length === 0) return <ComingSoon headingLevel={2} fullPage={false} />;
  return (
    <List>
      {sports.map((sport) => (
        <SportCount key={sport} sport={sport} />
      ))}
    </List>
  );
}
