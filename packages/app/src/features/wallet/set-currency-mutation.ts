// Changing the display currency (spec section 4: "Changing it calls the unit change"; section 8:
// "Unit change with code 1: its msg as an error toast", which endpointMutation's error toast
// shows). The answer is the balance in the new currency.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutation } from '../../lib/api/endpoint-query';
import { balanceQuery } from './balance-query';

export function useSetCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutation('wallet.setCurrency'),
    onSuccess: (balance) => queryClient.setQueryData(balanceQuery().queryKey, balance),
  });
}
