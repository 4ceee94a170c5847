// The error catalogue's toast for a failed write (spec section 8): every endpoint mutation whose
// options ask for it (the default) shows the server's msg or the translated kind of failure.
// A form that shows the error beside its fields says `errorToast: false`.
import { useText } from '@bet/ui/text';
import { useToast } from '@bet/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from './error-message';

export function MutationFeedback(): null {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useText();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.mutation.meta?.errorToast === false) return;
        toast.show({ type: 'error', message: errorMessage(t, event.action.error) });
      }),
    [queryClient, toast, t],
  );
  return null;
}
