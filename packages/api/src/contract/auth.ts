import {
  forgotPasswordBodySchema,
  refreshSchema,
  registerEmailBodySchema,
  registerPhoneBodySchema,
  sessionSchema,
  signInBodySchema,
  signInEmailBodySchema,
  signInPhoneBodySchema,
} from './auth-schemas';
import { emptySchema } from './common';
import { defineEndpoint } from './endpoint';

// The auth group: registration, sign-in (password, email code, mobile code), the forgotten
// password, the token refresh and sign-out (spec section 7, "User and account").

export const authRegister = defineEndpoint({
  id: 'auth.register',
  method: 'POST',
  service: 'root',
  path: '/api/v1/reg',
  auth: 'none',
  platformHeader: true,
  body: registerEmailBodySchema,
  response: sessionSchema,
  purpose: 'Register with email (terms and 18+ consent)',
});

export const authRegisterPhone = defineEndpoint({
  id: 'auth.registerPhone',
  method: 'POST',
  service: 'root',
  path: '/api/v1/reg/phone',
  auth: 'none',
  platformHeader: true,
  body: registerPhoneBodySchema,
  response: sessionSchema,
  purpose: 'Register with mobile (terms and 18+ consent)',
});

export const authSignInPhone = defineEndpoint({
  id: 'auth.signInPhone',
  method: 'POST',
  service: 'root',
  path: '/api/v1/sign/phone',
  auth: 'none',
  body: signInPhoneBodySchema,
  response: sessionSchema,
  purpose: 'Quick sign-in with mobile and a one-time code',
});

export const authSignInEmail = defineEndpoint({
  id: 'auth.signInEmail',
  method: 'POST',
  service: 'root',
  path: '/api/v1/sign/email',
  auth: 'none',
  body: signInEmailBodySchema,
  response: sessionSchema,
  purpose: 'Quick sign-in with email and a one-time code',
});

export const authSignIn = defineEndpoint({
  id: 'auth.signIn',
  method: 'POST',
  service: 'root',
  path: '/api/v1/sign_in/',
  auth: 'none',
  platformHeader: true,
  body: signInBodySchema,
  response: sessionSchema,
  purpose: 'Sign in with email or mobile and password',
});

export const authForgotPassword = defineEndpoint({
  id: 'auth.forgotPassword',
  method: 'POST',
  service: 'root',
  path: '/api/v1/forget/email',
  auth: 'none',
  body: forgotPasswordBodySchema,
  response: emptySchema,
  purpose: 'Reset the login password with an email code',
});

export const authRefresh = defineEndpoint({
  id: 'auth.refresh',
  method: 'GET',
  service: 'root',
  path: '/api/v1/refresh/token',
  auth: 'refresh',
  response: refreshSchema,
  purpose: 'New session token for the refresh token in Authorization',
});

export const authLogout = defineEndpoint({
  id: 'auth.logout',
  method: 'POST',
  service: 'root',
  path: '/api/v1/sign_out',
  auth: 'member',
  documented: false,
  response: emptySchema,
  purpose: 'End the session on the server (the app also clears its stored tokens)',
});

/** Every call of the auth group. */
export const authEndpoints = [
  authRegister,
  authRegisterPhone,
  authSignInPhone,
  authSignInEmail,
  authSignIn,
  authForgotPassword,
  authRefresh,
  authLogout,
] as const;
