// The error catalogue's toast for a failed write (spec section 8): every endpoint mutation whose
// options ask for it (the default) shows the server's msg or the translated kind of failure.
// A form that shows the error beside its fields says `errorToast: false`.
import { useToast } from '@bet/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../services';
import { errorMessage } from './error-message';

export function MutationFeedback(): null {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { i18n } = useServices();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.mutation.meta?.errorToast === false) return;
        toast.show({ type: 'error', message: errorMessage(i18n, event.action.error) });
      }),
    [queryClient, toast, i18n],
  );
  return null;
}
