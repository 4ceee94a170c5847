// Reads answer in the request's language (the language header), and their keys are the endpoint
// and its input only: when the member switches language, every read is fetched again.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../services';

export function RefetchOnLanguage(): null {
  const queryClient = useQueryClient();
  const { i18n } = useServices();
  useEffect(() => {
    const refetch = () =>
      void queryClient.invalidateQueries({
        predicate: (query) => query.meta?.sameInEveryLanguage !== true,
      });
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [queryClient, i18n]);
  return null;
}
