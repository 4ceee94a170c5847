import { AuthRoute } from './auth-route';

function LoginRoute() {
  return <AuthRoute modal="login" />;
}

export { LoginRoute as Component };
