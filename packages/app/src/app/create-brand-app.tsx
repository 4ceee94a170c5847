// createBrandApp(brand) (issue 7): boots one brand's application and mounts it. Boot opens the
// encrypted storage, waits for the start strings and the first page's code, and creates the HTTP
// client, the query client and the jotai store; then React renders the providers around the
// router (declarative: the routes render through app-routes.tsx).
import { createStore } from 'jotai';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { BrandConfig } from '../brand/brand-config';
import { brandTheme, defineBrand } from '../brand/define-brand';
import { AppErrorBoundary } from '../features/errors';
import { createAppHttp } from '../lib/api/http';
import { createAppQueryClient } from '../lib/api/query-client';
import { createAppI18n, loadDeferredStrings, syncDocumentLanguage } from '../lib/i18n/app-i18n';
import { afterFirstPaint } from '../lib/scheduling/after-paint';
import type { AppServices } from '../lib/services';
import { bindSession } from '../lib/session/session';
import { openSecureStorage } from '../lib/storage/secure-storage';
import { AppRoutes, preloadAppRoutes } from '../routes/app-routes';
import { AppProviders } from './app-providers';
import { acceptLanguageHeader } from '@bet/domain/languages';

export interface BrandAppOptions {
  /** Where the brand serves @bet/i18n's locales folder; '/locales' by default. */
  readonly localesPath?: string | undefined;
}

export interface BrandApp {
  readonly brand: BrandConfig;
  /** Boots and renders into `container`; resolves once the first render is scheduled. */
  mount(container: Element | null): Promise<void>;
  unmount(): void;
}

async function boot(brand: BrandConfig, options: BrandAppOptions): Promise<AppServices> {
  const { i18n, ready } = createAppI18n({ ...brand, localesPath: options.localesPath });
  const [storage] = await Promise.all([openSecureStorage({ namespace: brand.id }), ready]);
  const http = createAppHttp({
    baseUrl: brand.apiBaseUrl ?? '',
    storage,
    brand: brand.id,
    // The reader's language, then the brand's default: content missing in one comes in the other.
    language: () => acceptLanguageHeader(i18n.language, brand.defaultLanguage),
  });
  return { brand, theme: brandTheme(brand), storage, http, i18n };
}

/** After the first screen is painted: the failure messages and the fallback language's strings. */
function DeferredStrings({ services }: { readonly services: AppServices }) {
  useEffect(() => {
    afterFirstPaint()
      .then(() => loadDeferredStrings(services.i18n))
      .catch((error: unknown) => console.warn('app: the deferred strings did not load', error));
  }, [services.i18n]);
  return null;
}

export class MountTargetError extends Error {
  override readonly name = 'MountTargetError';
}

export function createBrandApp(config: BrandConfig, options: BrandAppOptions = {}): BrandApp {
  const brand = defineBrand(config);
  let root: Root | undefined;
  const cleanups: (() => void)[] = [];
  return {
    brand,
    async mount(container) {
      if (container === null)
        throw new MountTargetError('createBrandApp: no element to mount into');
      // The first page's code loads at once, in parallel with the storage and the strings (one
      // round trip less before the first render), and is in before it: no spinner in between.
      const [services] = await Promise.all([
        boot(brand, options),
        preloadAppRoutes(window.location.pathname),
      ]);
      const queryClient = createAppQueryClient(services.http);
      const store = createStore();
      cleanups.push(bindSession(store, services.storage), syncDocumentLanguage(services.i18n));
      document.title = brand.name;
      root = createRoot(container);
      // A transition: React renders the first tree in slices and yields to the browser between
      // them, instead of one long task (total blocking time on slow phones).
      const first = root;
      startTransition(() =>
        first.render(
          <StrictMode>
            <AppErrorBoundary>
              <AppProviders services={services} queryClient={queryClient} store={store}>
                <DeferredStrings services={services} />
                <BrowserRouter>
                  <AppRoutes />
                </BrowserRouter>
              </AppProviders>
            </AppErrorBoundary>
          </StrictMode>,
        ),
      );
    },
    unmount() {
      root?.unmount();
      cleanups.splice(0).forEach((cleanup) => cleanup());
    },
  };
}
