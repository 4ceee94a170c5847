// Currency options of the header selector (spec section 3, "Currency option").
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/api/endpoint-query';

export function useCurrencies(enabled: boolean) {
  return useQuery({ ...endpointQuery('config.currencies'), enabled });
}
