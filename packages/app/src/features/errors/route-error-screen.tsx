// The routes' error screen: a page that throws while rendering or loading its code shows the
// fallback screen (spec section 8), logged once. RouteErrorBoundary catches the error around the
// routes and forgets it when the location changes, so going home (or back) shows pages again.
import { ErrorScreen } from '@bet/ui/error-screen';
import { Component, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';

export function RouteErrorScreen({ error }: { readonly error: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    console.error('app: route error', error);
  }, [error]);
  return (
    <main id="main">
      <ErrorScreen
        href="/"
        onGoHome={(event) => {
          event.preventDefault();
          void navigate('/');
        }}
      />
    </main>
  );
}

interface BoundaryProps {
  readonly location: Location;
  readonly children?: ReactNode;
}

interface BoundaryState {
  readonly location: Location;
  readonly failed: boolean;
  readonly error: unknown;
}

class LocationErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, failed: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    // A navigation clears the error, as a data router does.
    return props.location === state.location
      ? null
      : { location: props.location, failed: false, error: null };
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** Shows RouteErrorScreen in place of the routes that threw, until the location changes. */
export function RouteErrorBoundary({ children }: { readonly children?: ReactNode }) {
  return <LocationErrorBoundary location={useLocation()}>{children}</LocationErrorBoundary>;
}
