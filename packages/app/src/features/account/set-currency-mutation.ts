// Changing the display currency (spec section 4: "Changing it calls the unit change"; section 8:
// "Unit change with code 1: its msg as an error toast").
import { ApiBusinessError } from '@bet/api/client/errors';
import { useToast } from '@bet/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { contract } from '../../lib/api/contract';
import { errorMessage } from '../../lib/api/error-message';
import { useHttp } from '../../lib/services';
import { sessionAtom } from '../../lib/session/session';
import { accountInfoKey } from './account-info-query';

export function useSetCurrency() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { i18n } = useTranslation();
  const { uid } = useAtomValue(sessionAtom);
  return useMutation({
    mutationFn: async (unit: string) => {
      const { memberSetCurrency } = await contract.userAccount();
      return http.request(memberSetCurrency, { query: { unit } });
    },
    onSuccess: (info) => queryClient.setQueryData(accountInfoKey(uid), info),
    onError: (error) => {
      const message = error instanceof ApiBusinessError ? error.msg : errorMessage(i18n, error);
      toast.show({ type: 'error', message });
    },
  });
}
