// Renders the whole application (providers, route table, shell) in the test browser, with a
// memory router, bundled strings, in-memory storage and a fake API.
import { act, render } from '@testing-library/react';
import type { createI18n } from '@bet/i18n';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/app-providers';
import type { BrandConfig } from '../src/brand/brand-config';
import type { SecureStorage } from '../src/lib/storage/secure-storage';
import type { StoredKey } from '../src/lib/storage/stored-keys';
import { AppRoutes } from '../src/routes/app-routes';
import type { Answer, FakeApi } from './fake-api';
import { createTestApp, testBrand } from './test-app';

export { MEMBER_SESSION, testBrand } from './test-app';

export interface RenderAppOptions {
  readonly path?: string;
  readonly brand?: BrandConfig;
  readonly stored?: Partial<Record<StoredKey, string>>;
  readonly answers?: Record<string, Answer>;
  readonly language?: 'en' | 'pt';
}

export interface RenderedApp {
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly storage: SecureStorage;
  readonly api: FakeApi;
  readonly i18n: ReturnType<typeof createI18n>;
}

export async function renderApp(options: RenderAppOptions = {}): Promise<RenderedApp> {
  const app = await createTestApp({
    brand: options.brand ?? testBrand(),
    language: options.language ?? 'en',
    stored: options.stored,
    answers: options.answers,
  });
  // The app's routes under a memory router, so tests read and move its location.
  const router = createMemoryRouter([{ path: '*', Component: AppRoutes }], {
    initialEntries: [options.path ?? '/'],
  });
  // Awaited: a page already loaded renders within this act, and may suspend on its strings.
  await act(async () => {
    render(
      <AppProviders services={app.services} queryClient={app.queryClient} store={app.store}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  return { router, storage: app.storage, api: app.api, i18n: app.i18n };
}
