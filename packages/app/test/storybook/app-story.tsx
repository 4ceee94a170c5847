// App stories (`*.stories.tsx` beside the app's components): the story renders inside the app's
// providers, for the brand and language of the Storybook toolbar, with a memory router, in-memory
// storage and a fake API. Story code only: nothing in src/ imports this folder, so it never
// reaches a brand's bundle.
//
//   const meta = {
//     title: 'App/Shell/Header',
//     component: AppHeader,
//     ...appStory,
//     parameters: { app: { session: 'member', answers: { 'GET /api/v1/...': data } } },
//   } satisfies Meta<typeof AppHeader>;
//
// `parameters.app` (AppStoryParameters) merges from meta to story. Play functions reach the app
// (fake API requests, router, storage) with `appOf(context)`.
import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useRouteError,
  type RouteObject,
} from 'react-router';
import { configure, expect, screen, waitFor } from 'storybook/test';
import { findStoryBrand } from '../../../../.storybook/brands';
import { AppProviders } from '../../src/app/app-providers';
import { APP_LANGUAGES, type AppLanguage } from '../../src/brand/app-languages';
import type { BrandConfig } from '../../src/brand/brand-config';
import { defineBrand } from '../../src/brand/define-brand';
import { AuthModals } from '../../src/features/auth';
import { RouteErrorBoundary } from '../../src/features/errors';
import { syncDocumentLanguage } from '../../src/lib/i18n/app-i18n';
import type { StoredKey } from '../../src/lib/storage/stored-keys';
import { PageSpinner } from '../../src/shell/page-spinner';
import { QueryFlagPanels } from '../../src/shell/query-flag-panels';
import type { Answer } from '../fake-api';
import { createTestApp, MEMBER_SESSION, testBrand, type TestApp } from '../test-app';

// Lazy chunks (modals, panels, app strings) can take seconds on a first, cold Vitest run.
configure({ asyncUtilTimeout: 10_000 });

/** Who is signed in: nobody, a member, or an agent (who may choose the invite code type). */
export type StorySession = 'visitor' | 'member' | 'agent';

export interface AppStoryParameters {
  /** 'visitor' by default. */
  readonly session?: StorySession;
  /** Fake API answers by 'METHOD /path', over test/fake-api.ts DEFAULT_ANSWERS. */
  readonly answers?: Readonly<Record<string, Answer>>;
  /** The router's first URL; '/' by default. */
  readonly path?: string;
  /** The route pattern the story renders at, for pages reading params ('/promotions/:id'). */
  readonly route?: string;
  /** Renders the story in a <main> landmark, as the shell does with a page. */
  readonly page?: boolean;
  /**
   * Shows a render error as the app does (its route error screen). By default the error reaches
   * Storybook, so a story that throws fails its test.
   */
  readonly routeErrorScreen?: boolean;
  /** Changes to the toolbar's brand (flags, languages, ...), checked by defineBrand. */
  readonly brand?: (brand: BrandConfig) => Partial<BrandConfig>;
  /** Runs before the first render, e.g. to open a modal through the jotai store. */
  readonly setup?: (app: StoryApp) => void | Promise<void>;
}

export interface StoryApp extends TestApp {
  readonly brand: BrandConfig;
  readonly language: AppLanguage;
  readonly router: ReturnType<typeof createMemoryRouter>;
}

const SESSIONS: Record<StorySession, Partial<Record<StoredKey, string>>> = {
  visitor: {},
  member: MEMBER_SESSION,
  agent: { ...MEMBER_SESSION, role: 'agent' },
};

// A story's loading state stays on screen instead of turning into a timeout error after the
// client's 5 s and three retries.
const STORY_REQUEST_TIMEOUT_MS = 3_600_000;

function isAppLanguage(value: string): value is AppLanguage {
  return (APP_LANGUAGES as readonly string[]).includes(value);
}

/** The toolbar's brand; the default theme is the harness's TestBet. */
function storyBrand(
  themeKey: string,
  changes: AppStoryParameters['brand'] | undefined,
): BrandConfig {
  const brand = findStoryBrand(themeKey) ?? testBrand();
  return changes === undefined ? brand : defineBrand({ ...brand, ...changes(brand) });
}

interface SlotValue {
  readonly Story: ComponentType;
  readonly page: boolean;
}

const Slot = createContext<SlotValue | null>(null);

/** The story, plus the panels and modals the shell would open over it (query flags, auth). */
function StorySlot() {
  const slot = useContext(Slot);
  if (slot === null) return null;
  const story = (
    <Suspense fallback={<PageSpinner />}>
      <slot.Story />
    </Suspense>
  );
  return (
    <>
      {slot.page ? (
        <main id="main" tabIndex={-1}>
          {story}
        </main>
      ) : (
        story
      )}
      <Suspense fallback={null}>
        <QueryFlagPanels />
        <AuthModals />
      </Suspense>
    </>
  );
}

/** Where a story's link leads when the story renders at one route only. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return (
    <p role="status">
      The app would show {pathname}
      {search} here.
    </p>
  );
}

/** Hands a render error on to Storybook instead of the router's own error page. */
function Rethrow(): never {
  throw useRouteError();
}

/** The story inside the routes' error boundary of the app (app-routes.tsx). */
function StoryWithErrorScreen() {
  return (
    <RouteErrorBoundary>
      <StorySlot />
    </RouteErrorBoundary>
  );
}

function storyRoutes(parameters: AppStoryParameters): RouteObject[] {
  const story =
    parameters.routeErrorScreen === true
      ? { Component: StoryWithErrorScreen }
      : { Component: StorySlot, ErrorBoundary: Rethrow };
  if (parameters.route === undefined) return [{ path: '*', ...story }];
  return [
    { path: parameters.route, ...story },
    { path: '*', Component: Elsewhere },
  ];
}

async function createStoryApp(
  parameters: AppStoryParameters,
  globals: Readonly<Record<string, unknown>>,
): Promise<StoryApp> {
  const brand = storyBrand(String(globals.theme ?? ''), parameters.brand);
  const locale = String(globals.locale ?? 'en');
  // The toolbar offers every @bet/i18n language; the app has strings for APP_LANGUAGES only.
  const language = isAppLanguage(locale) ? locale : 'en';
  const app = await createTestApp({
    brand,
    language,
    stored: SESSIONS[parameters.session ?? 'visitor'],
    answers: { ...parameters.answers },
    requestTimeoutMs: STORY_REQUEST_TIMEOUT_MS,
  });
  const router = createMemoryRouter(storyRoutes(parameters), {
    initialEntries: [parameters.path ?? '/'],
  });
  const storyApp: StoryApp = { ...app, brand, language, router };
  await parameters.setup?.(storyApp);
  return storyApp;
}

/** What the loader and decorator read of Storybook's context (any story's context fits). */
interface AppStoryContext {
  readonly parameters: { readonly app?: AppStoryParameters };
  readonly globals: Readonly<Record<string, unknown>>;
  readonly loaded: Record<string, unknown>;
}

/** Storybook loader: a new app for every render (a toolbar change starts afresh). */
export async function loadApp(
  context: Omit<AppStoryContext, 'loaded'>,
): Promise<{ app: StoryApp }> {
  return { app: await createStoryApp(context.parameters.app ?? {}, context.globals) };
}

export class StoryAppMissingError extends Error {
  override readonly name = 'StoryAppMissingError';
  constructor() {
    super('No app in this story: add ...appStory to the meta (packages/app/test/storybook).');
  }
}

/** The app of the story being rendered or played. */
export function appOf(context: { readonly loaded: Record<string, unknown> }): StoryApp {
  const app = context.loaded.app as StoryApp | undefined;
  if (app === undefined) throw new StoryAppMissingError();
  return app;
}

function DocumentLanguage({ app, children }: { app: StoryApp; children: ReactNode }) {
  // After the toolbar's own (layout) effect: the language the app really shows wins.
  useEffect(() => syncDocumentLanguage(app.i18n), [app.i18n]);
  return <>{children}</>;
}

/** Storybook decorator: the app's providers and router around the story. */
export function withApp(Story: ComponentType, context: AppStoryContext) {
  const app = appOf(context);
  const parameters = context.parameters.app ?? {};
  return (
    <Slot.Provider value={{ Story, page: parameters.page ?? false }}>
      <AppProviders services={app.services} queryClient={app.queryClient} store={app.store}>
        <DocumentLanguage app={app}>
          <RouterProvider router={app.router} />
        </DocumentLanguage>
      </AppProviders>
    </Slot.Provider>
  );
}

/** Spread into an app story's meta. */
export const appStory = { decorators: [withApp], loaders: [loadApp] };

/**
 * A dialog by its accessible name, once it has faded in. Modals, drawers and side panels render
 * at the end of <body>, outside the story's canvas.
 */
export async function findDialog(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
