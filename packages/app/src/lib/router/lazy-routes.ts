// Code-split routes for React Router's declarative mode (useRoutes under a BrowserRouter). The
// route table names each page's module with `lazy: () => import(...)`, as a data router would;
// routeObjects turns it into a component that renders the module's `Component` once loaded and
// suspends until then. preloadRoutes starts the code of every route matching a URL at once, so a
// page and its nested section load in parallel, and the first page's code loads alongside the
// app's boot instead of after it. (The data router itself is not used: it is about 17 KB gzip
// before the first render that the app does not need; issue 18.)
import { lazy, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** What a route module exports (features/<name>/routes/*-route.tsx). */
export interface RouteModule {
  readonly Component: ComponentType;
}

interface AppRouteBase {
  readonly path?: string;
  readonly Component?: ComponentType;
  readonly element?: ReactNode;
  /** The page's module, loaded when a URL first matches the route. */
  readonly lazy?: () => Promise<RouteModule>;
}

/** An entry of the route table: an index route, or a path or layout with children. */
export type AppRoute =
  | (AppRouteBase & { readonly index: true })
  | (AppRouteBase & { readonly index?: false; readonly children?: readonly AppRoute[] });

const preloads = new WeakMap<RouteObject, () => Promise<RouteModule>>();

/** A component rendering the module's page, and `preload`, which fetches the module once. */
function lazyPage(load: () => Promise<RouteModule>) {
  let pending: Promise<RouteModule> | undefined;
  const preload = () => (pending ??= load());
  const Component = lazy(() => preload().then((module) => ({ default: module.Component })));
  return { Component, preload };
}

/** The table as React Router's route objects, each lazy page a component of its own. */
export function routeObjects(routes: readonly AppRoute[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const page = route.lazy === undefined ? undefined : lazyPage(route.lazy);
    const base = {
      path: route.path,
      element: route.element,
      Component: page?.Component ?? route.Component,
    };
    const object: RouteObject =
      route.index === true
        ? { ...base, index: true }
        : { ...base, children: route.children ? routeObjects(route.children) : undefined };
    if (page) preloads.set(object, page.preload);
    return object;
  });
}

/** Fetches the code of every lazy route matching `path`, in parallel. */
export async function preloadRoutes(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(matches.map((match) => preloads.get(match.route)?.()));
}
