// The footer's copyright year (spec section 7, GET /api/v1/copyright; spec section 9: 2024).
import { COPYRIGHT_YEAR } from '@bet/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useHttp } from '../lib/services';
import { contract } from '../lib/api/contract';

export function useCopyrightYear(): number {
  const http = useHttp();
  const query = useQuery({
    queryKey: ['config.copyright'],
    queryFn: async ({ signal }) =>
      http.request((await contract.notices()).homeCopyright, { signal }),
  });
  return query.data?.year ?? COPYRIGHT_YEAR;
}
