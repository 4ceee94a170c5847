// The operator's footer text per language (spec section 7, "footer setting (data.footer keyed
// by language)"), shown under the brand's own text.
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../lib/api/endpoint-query';

export function useServerFooterText(language: string): string | undefined {
  return useQuery(endpointQuery('config.footer')).data?.footer[language];
}
