// The footer's copyright year (spec section 7, GET /api/v1/copyright; spec section 9: 2024).
import { COPYRIGHT_YEAR } from '@bet/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../lib/api/endpoint-query';

export function useCopyrightYear(): number {
  return useQuery(endpointQuery('config.copyright')).data?.year ?? COPYRIGHT_YEAR;
}
