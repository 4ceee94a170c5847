// Public API of the errors feature.
export { AppErrorBoundary } from './app-error-boundary';
export { RouteErrorBoundary, RouteErrorScreen } from './route-error-screen';
export { NotFoundPage } from './not-found-page';
