// Where a page is about to send the reader (a redirect that waits on a read, say), it can start
// that page's code at once: usePreloadRoute() gives the route table's preload (routes/app-routes),
// so a feature names the path, not another feature's module. Outside the app's routes (a story, a
// test with its own router) it does nothing.
import { createContext, useContext } from 'react';

export type PreloadRoute = (path: string) => void;

const ignore: PreloadRoute = () => undefined;

export const RoutePreloadContext = createContext<PreloadRoute>(ignore);

/** Starts loading the code of the pages at a path (idempotent: each module loads once). */
export function usePreloadRoute(): PreloadRoute {
  return useContext(RoutePreloadContext);
}
