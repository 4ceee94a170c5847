// Renders the whole application (providers, route table, shell) in the test browser, with a
// memory router, bundled strings, in-memory storage and a fake API.
import { createI18n } from '@bet/i18n';
import { resources } from '@bet/i18n/resources';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/app-providers';
import type { BrandConfig } from '../src/brand/brand-config';
import { brandTheme, defineBrand } from '../src/brand/define-brand';
import { createAppHttp } from '../src/lib/api/http';
import { createAppQueryClient } from '../src/lib/api/query-client';
import { loadAppStrings } from '../src/lib/i18n/app-i18n';
import { bindSession } from '../src/lib/session/session';
import { createMemoryStorage, type SecureStorage } from '../src/lib/storage/secure-storage';
import type { StoredKey } from '../src/lib/storage/stored-keys';
import { appRoutes } from '../src/routes/route-table';
import { createFakeApi, type Answer, type FakeApi } from './fake-api';

const LOGO = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

export function testBrand(overrides: Partial<BrandConfig> = {}): BrandConfig {
  return defineBrand({
    id: 'testbet',
    name: 'TestBet',
    theme: {},
    languages: ['en', 'pt'],
    defaultLanguage: 'en',
    flags: {
      sports: { menu: 'jcsports', sports: ['soccer', 'basketball'] },
      lottery: true,
      racing: true,
      games: true,
      liveGames: true,
      mergedAnimalExactlySix: false,
      agentInviteSelector: true,
    },
    assets: { logo: LOGO },
    footer: {
      groups: [
        { title: 'common:footer.support', links: [{ label: 'help:faq', href: '/help/faq' }] },
      ],
      community: [{ network: 'telegram', href: 'https://t.me/testbet' }],
      logos: [],
      text: { en: 'TestBet is for adults.', pt: 'TestBet é para adultos.' },
    },
    ...overrides,
  });
}

export const MEMBER_SESSION: Partial<Record<StoredKey, string>> = {
  token: 'member-token',
  fresh_token: 'refresh-token',
  uid: '7',
  role: 'user',
};

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
  const brand = options.brand ?? testBrand();
  const storage = createMemoryStorage(options.stored ?? {});
  const api = createFakeApi(options.answers);
  const i18n = createI18n({
    supported: brand.languages,
    language: options.language ?? 'en',
    backend: { kind: 'resources', resources },
    storage: null,
    plugins: [initReactI18next],
  });
  await loadAppStrings(i18n, i18n.language);
  const http = createAppHttp({
    baseUrl: 'http://app.test',
    storage,
    language: () => i18n.language,
    fetch: api.fetch,
  });
  const store = createStore();
  bindSession(store, storage);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [options.path ?? '/'] });
  render(
    <AppProviders
      services={{ brand, theme: brandTheme(brand), storage, http, i18n }}
      queryClient={createAppQueryClient()}
      store={store}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, storage, api, i18n };
}
