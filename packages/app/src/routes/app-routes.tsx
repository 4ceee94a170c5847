// The route table on screen, under the app's router (BrowserRouter in a brand, a memory router in
// tests): the page of the URL inside the routes' error boundary, with the spinner while the
// first page's code loads. Every lazy route matching the URL starts loading at once, so a page
// and its nested section arrive in parallel.
import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from '../features/errors';
import { preloadRoutes, routeObjects } from '../lib/router/lazy-routes';
import { RoutePreloadContext, type PreloadRoute } from '../lib/router/route-preload';
import { PageSpinner } from '../shell/page-spinner';
import { appRoutes } from './route-table';

const ROUTES = routeObjects(appRoutes());

/** Starts loading the code of the pages at `path`; resolves when it is in (or has failed). */
export function preloadAppRoutes(path: string): Promise<void> {
  return preloadRoutes(ROUTES, path).catch(() => undefined);
}

/** What usePreloadRoute() gives a page: the preload, its outcome left to the page's own load. */
const preloadPath: PreloadRoute = (path) => void preloadAppRoutes(path);

function Routes() {
  const { pathname } = useLocation();
  void preloadAppRoutes(pathname);
  return useRoutes(ROUTES);
}

export function AppRoutes() {
  return (
    <RoutePreloadContext value={preloadPath}>
      <RouteErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Routes />
        </Suspense>
      </RouteErrorBoundary>
    </RoutePreloadContext>
  );
}
