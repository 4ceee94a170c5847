// Every provider of the application, in one place: services, theme and global styles, i18n and
// the design system's strings, React Query, jotai, toasts. Tests mount the same tree.
import { UiStringsProvider } from '@bet/ui/strings';
import { GlobalStyle } from '@bet/ui/theme';
import { ToastProvider } from '@bet/ui/toast';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type Store } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { MutationFeedback } from '../lib/api/mutation-feedback';
import { RefetchOnLanguage } from '../lib/api/refetch-on-language';
import { ServicesProvider, type AppServices } from '../lib/services';

function UiStrings({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const t = useMemo(
    () => i18n.getFixedT(language, 'ui') as unknown as (key: string) => string,
    [i18n, language],
  );
  return <UiStringsProvider t={t}>{children}</UiStringsProvider>;
}

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
        <I18nextProvider i18n={services.i18n}>
          <UiStrings>
            <QueryClientProvider client={queryClient}>
              <JotaiProvider store={store}>
                <ToastProvider>
                  <MutationFeedback />
                  <RefetchOnLanguage />
                  {children}
                </ToastProvider>
              </JotaiProvider>
            </QueryClientProvider>
          </UiStrings>
        </I18nextProvider>
      </ThemeProvider>
    </ServicesProvider>
  );
}
