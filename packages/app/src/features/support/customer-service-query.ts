// Customer service channels (spec section 7, GET api/v1/customer_service): the live-support panel.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '../../lib/api/http';
import { useHttp } from '../../lib/services';
import { contract } from '../../lib/api/contract';

export function customerServiceQueryOptions(http: HttpClient, language: string) {
  return queryOptions({
    queryKey: ['support.customerService', language],
    queryFn: async ({ signal }) =>
      http.request((await contract.userAccount()).supportCustomerService, { signal }),
  });
}

export function useCustomerService(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...customerServiceQueryOptions(useHttp(), i18n.language), enabled });
}
