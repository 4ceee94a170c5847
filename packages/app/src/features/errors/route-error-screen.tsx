// The router's error element: a route that throws while rendering or loading its code shows the
// fallback screen inside the shell (spec section 8), logged once.
import { ErrorScreen } from '@bet/ui/error-screen';
import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';

export function RouteErrorScreen() {
  const error = useRouteError();
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
