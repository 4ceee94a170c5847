// Cricket reads (spec section 7, "Cricket"): its own match list and one match by id.
import { endpointQuery } from '../../lib/api/endpoint-query';

export const cricketMatchesQuery = () => endpointQuery('cricket.matches');

export const cricketMatchQuery = (id: string) => endpointQuery('cricket.match', { params: { id } });

export const cricketHref = (matchId: string) => `/sport/cricket/${encodeURIComponent(matchId)}`;
