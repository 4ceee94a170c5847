// Every provider of the application, in one place: services, theme and global styles, i18n and
// the one text store (useText), React Query, jotai, toasts. Tests mount the same tree.
import { GlobalStyle } from '@bet/ui/theme';
import { ToastProvider } from '@bet/ui/toast';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type Store } from 'jotai';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { MutationFeedback } from '../lib/api/mutation-feedback';
import { RefetchOnLanguage } from '../lib/api/refetch-on-language';
import { AppTextProvider, I18nProvider } from '../lib/i18n/text';
import { ServicesProvider, type AppServices } from '../lib/services';

export interface AppProvidersProps {
  readonly services: AppServices;
  readonly queryClient: QueryClient;
  readonly store: Store;
  readonly children?: ReactNode;
}

export function AppProviders({ services, queryClient, store, children }: AppProvidersProps) {
  return (
    <ServicesProvider services={services}>
      <ThemeProvider theme={services.theme}>
        <GlobalStyle />
        <I18nProvider i18n={services.i18n}>
          <AppTextProvider>
            <QueryClientProvider client={queryClient}>
              <JotaiProvider store={store}>
                <ToastProvider>
                  <MutationFeedback />
                  <RefetchOnLanguage />
                  {children}
                </ToastProvider>
              </JotaiProvider>
            </QueryClientProvider>
          </AppTextProvider>
        </I18nProvider>
      </ThemeProvider>
    </ServicesProvider>
  );
}
