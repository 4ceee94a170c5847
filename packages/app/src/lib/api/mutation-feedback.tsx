// The error catalogue's toast for a failed write (spec section 8): every endpoint mutation whose
// options ask for it (the default) shows the server's msg or the translated kind of failure.
// A form that shows the error beside its fields says `errorToast: false`. The message module (and
// the API's error catalogue) loads with the first failure, not before the first render.
import { useText } from '@bet/ui/text';
import { useToast } from '@bet/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export function MutationFeedback(): null {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useText();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.mutation.meta?.errorToast === false) return;
        const { error } = event.action;
        void import('./error-message').then(({ errorMessage }) =>
          toast.show({ type: 'error', message: errorMessage(t, error) }),
        );
      }),
    [queryClient, toast, t],
  );
  return null;
}
