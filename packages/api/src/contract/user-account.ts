import { CHANGE_LOG_KIND } from '@bet/domain/statuses';
import * as z from 'zod';
import {
  currencySchema,
  emptySchema,
  pageOf,
  pageQuerySchema,
  queryInt,
  slugSchema,
} from './common';
import { defineEndpoint } from './endpoint';
import {
  bankPasswordBodySchema,
  bindEmailBodySchema,
  bindPhoneBodySchema,
  changeLogRowSchema,
  changePasswordBodySchema,
  customerServiceSchema,
  exchangeRateSchema,
  forgotPasswordBodySchema,
  memberAccountSchema,
  memberInfoSchema,
  nicknameBodySchema,
  registerEmailBodySchema,
  registerPhoneBodySchema,
  accountInfoSchema,
  sessionSchema,
  shareSchema,
  signInBodySchema,
  signInEmailBodySchema,
  signInPhoneBodySchema,
  updateAccountBodySchema,
  vipLevelSchema,
} from './member-schemas';
import { authRefresh } from './session';
import { rechargeRowSchema, withdrawRowSchema } from './transaction-schemas';

// Spec section 7, "User and account", plus the refresh and logout calls of the session.

export const vipLevels = defineEndpoint({
  id: 'vip.levels',
  method: 'GET',
  service: 'root',
  path: '/api/v1/vip',
  auth: 'optional',
  response: z.array(vipLevelSchema),
  purpose: 'VIP levels (bronze to diamond) with their recharge thresholds',
});

export const memberInfo = defineEndpoint({
  id: 'member.info',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/info',
  auth: 'member',
  response: memberInfoSchema,
  purpose: 'Profile of the signed-in member',
});

export const memberAccount = defineEndpoint({
  id: 'member.account',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/account',
  auth: 'member',
  response: memberAccountSchema,
  purpose: 'Security summary: real name, identification, email and mobile bindings',
});

export const memberChangePassword = defineEndpoint({
  id: 'member.changePassword',
  method: 'POST',
  service: 'root',
  path: '/api/v1/member/change_password',
  auth: 'member',
  body: changePasswordBodySchema,
  response: emptySchema,
  purpose: 'Change the login password (needs a verified email)',
});

export const memberSetBankPassword = defineEndpoint({
  id: 'member.setBankPassword',
  method: 'PUT',
  service: 'root',
  path: '/api/v1/member/bank_password',
  auth: 'member',
  body: bankPasswordBodySchema,
  response: emptySchema,
  purpose: 'Set the payment password, or reset it with an email code',
});

export const memberBindEmail = defineEndpoint({
  id: 'member.bindEmail',
  method: 'PUT',
  service: 'root',
  path: '/api/v1/member/email',
  auth: 'member',
  body: bindEmailBodySchema,
  response: emptySchema,
  purpose: 'Bind or change the email with a one-time code',
});

export const memberBindPhone = defineEndpoint({
  id: 'member.bindPhone',
  method: 'PUT',
  service: 'root',
  path: '/api/v1/member/phone',
  auth: 'member',
  body: bindPhoneBodySchema,
  response: emptySchema,
  purpose: 'Bind or change the mobile with a one-time code',
});

export const memberRealName = defineEndpoint({
  id: 'member.realName',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/real_name',
  auth: 'member',
  response: z.object({ real_name: z.string().nullable() }),
  purpose: 'Real name, if set (withdrawal and transfer need it)',
});

export const memberUpdateAccount = defineEndpoint({
  id: 'member.updateAccount',
  method: 'PUT',
  service: 'root',
  path: '/api/v1/member/account',
  auth: 'member',
  body: updateAccountBodySchema,
  response: emptySchema,
  purpose: 'Set the real name and identification',
});

export const memberSetNickname = defineEndpoint({
  id: 'member.setNickname',
  method: 'PUT',
  service: 'root',
  path: '/api/v1/member/nickname',
  auth: 'member',
  body: nicknameBodySchema,
  response: emptySchema,
  purpose: 'Change the nickname (at least 6 characters)',
});

export const memberChangeLog = defineEndpoint({
  id: 'member.changeLog',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/change_log',
  auth: 'member',
  query: pageQuerySchema.extend({ kind: queryInt(0).optional() }),
  response: pageOf(changeLogRowSchema),
  purpose: `Balance change log, filtered by kind (${CHANGE_LOG_KIND.Recharge} recharge, ${CHANGE_LOG_KIND.Withdraw} withdraw)`,
});

export const walletWithdrawals = defineEndpoint({
  id: 'wallet.withdrawals',
  method: 'GET',
  service: 'root',
  path: '/api/v1/withdraw',
  auth: 'member',
  query: pageQuerySchema,
  response: pageOf(withdrawRowSchema),
  purpose: 'Withdrawal history',
});

export const walletRecharges = defineEndpoint({
  id: 'wallet.recharges',
  method: 'GET',
  service: 'root',
  path: '/api/v1/recharge',
  auth: 'member',
  query: pageQuerySchema,
  response: pageOf(rechargeRowSchema),
  purpose: 'Deposit history',
});

export const shareByCode = defineEndpoint({
  id: 'share.byCode',
  method: 'GET',
  service: 'root',
  path: '/api/v1/share/{code}',
  auth: 'none',
  params: z.object({ code: slugSchema }),
  response: shareSchema,
  purpose: 'Inviter and registration link of an invite code',
});

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

export const configExchange = defineEndpoint({
  id: 'config.exchange',
  method: 'GET',
  service: 'root',
  path: '/api/v1/config/exchange',
  auth: 'optional',
  response: z.array(exchangeRateSchema),
  purpose: 'Exchange rate of each currency against the account currency',
});

export const memberSetCurrency = defineEndpoint({
  id: 'member.setCurrency',
  method: 'PUT',
  service: 'root',
  path: '/api/v1/member/currency',
  auth: 'member',
  query: z.object({ unit: currencySchema }),
  response: accountInfoSchema,
  purpose: 'Change the display currency (unit is the currency code)',
});

export const supportCustomerService = defineEndpoint({
  id: 'support.customerService',
  method: 'GET',
  service: 'root',
  path: '/api/v1/customer_service',
  auth: 'optional',
  response: z.array(customerServiceSchema),
  purpose: 'Customer service channels (live support panel)',
});

export const userAccountEndpoints = [
  vipLevels,
  memberInfo,
  memberAccount,
  memberChangePassword,
  memberSetBankPassword,
  memberBindEmail,
  memberBindPhone,
  memberRealName,
  memberUpdateAccount,
  memberSetNickname,
  memberChangeLog,
  walletWithdrawals,
  walletRecharges,
  shareByCode,
  authRegister,
  authRegisterPhone,
  authSignInPhone,
  authSignInEmail,
  authSignIn,
  authForgotPassword,
  authRefresh,
  authLogout,
  configExchange,
  memberSetCurrency,
  supportCustomerService,
] as const;
