// Customer service channels (spec section 7, GET api/v1/customer_service): the live-support panel.
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/api/endpoint-query';

export function useCustomerService(enabled: boolean) {
  return useQuery({ ...endpointQuery('support.customerService'), enabled });
}
