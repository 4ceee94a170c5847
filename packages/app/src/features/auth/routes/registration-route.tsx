import { AuthRoute } from './auth-route';

function RegistrationRoute() {
  return <AuthRoute modal="register" />;
}

export { RegistrationRoute as Component };
