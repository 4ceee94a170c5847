// The operator's footer text per language (spec section 7, "footer setting (data.footer keyed
// by language)"), shown under the brand's own text.
import { useQuery } from '@tanstack/react-query';
import { useHttp } from '../lib/services';
import { contract } from '../lib/api/contract';

export function useServerFooterText(language: string): string | undefined {
  const http = useHttp();
  const query = useQuery({
    queryKey: ['config.footer'],
    queryFn: async ({ signal }) =>
      http.request((await contract.otherReads()).configFooter, { signal }),
  });
  return query.data?.footer[language];
}
