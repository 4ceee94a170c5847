// What the test harness and the app stories share: the test brand, a member's stored session, and
// the services of one app run on bundled strings, in-memory storage and a fake API.
import type { LanguageCode } from '@bet/domain/languages';
import { createI18n } from '@bet/i18n';
import type * as HttpCore from '@bet/api/client/http-client';
import { resources } from '@bet/i18n/resources';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, type Store } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { BrandConfig } from '../src/brand/brand-config';
import { brandTheme, defineBrand } from '../src/brand/define-brand';
import { createAppHttp } from '../src/lib/api/http';
import { createAppQueryClient } from '../src/lib/api/query-client';
import { loadAppStrings } from '../src/lib/i18n/app-i18n';
import type { AppServices } from '../src/lib/services';
import { bindSession } from '../src/lib/session/session';
import { createMemoryStorage, type SecureStorage } from '../src/lib/storage/secure-storage';
import type { StoredKey } from '../src/lib/storage/stored-keys';
import { createFakeApi, type Answer, type FakeApi } from './fake-api';

const LOGO = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

export function testBrand(overrides: Partial<BrandConfig> = {}): BrandConfig {
  return defineBrand({
    id: 'testbet',
    name: 'TestBet',
    theme: {},
    languages: ['en', 'pt'],
    defaultLanguage: 'en',
    mergedAnimalExactlySix: false,
    flags: {
      sports: { menu: 'jcsports', sports: ['soccer', 'basketball'] },
      lottery: true,
      racing: true,
      games: true,
      liveGames: true,
      agentInviteSelector: true,
      wallet: true,
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

export interface TestAppOptions {
  readonly brand: BrandConfig;
  readonly language: LanguageCode;
  readonly stored?: Partial<Record<StoredKey, string>> | undefined;
  readonly answers?: Record<string, Answer> | undefined;
  /** The HTTP client's per-attempt timeout; its default (5 s) when not given. */
  readonly requestTimeoutMs?: number | undefined;
}

export interface TestApp {
  readonly services: AppServices;
  readonly queryClient: QueryClient;
  readonly store: Store;
  readonly storage: SecureStorage;
  readonly api: FakeApi;
  readonly i18n: I18n;
}

async function coreWithTimeout(timeoutMs: number): Promise<typeof HttpCore> {
  const core = await import('@bet/api/client/http-client');
  return {
    ...core,
    createHttpClient: (options) => core.createHttpClient({ ...options, timeoutMs }),
  };
}

/** The services, query client and session store of one app, ready to render. */
export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  const { brand, language } = options;
  const storage = createMemoryStorage(options.stored ?? {});
  const api = createFakeApi(options.answers);
  const i18n = createI18n({
    // The language may be one the brand does not offer (a Storybook toolbar choice).
    supported: [...new Set([...brand.languages, language])],
    language,
    backend: { kind: 'resources', resources },
    storage: null,
  });
  await loadAppStrings(i18n, i18n.language);
  const http = createAppHttp({
    baseUrl: 'http://app.test',
    storage,
    language: () => i18n.language,
    brand: brand.id,
    fetch: api.fetch,
    ...(options.requestTimeoutMs === undefined
      ? {}
      : { loadCore: () => coreWithTimeout(options.requestTimeoutMs ?? 0) }),
  });
  const store = createStore();
  bindSession(store, storage);
  return {
    services: { brand, theme: brandTheme(brand), storage, http, i18n },
    queryClient: createAppQueryClient(http),
    store,
    storage,
    api,
    i18n,
  };
}
