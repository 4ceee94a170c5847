import * as z from 'zod';
import { emptySchema } from './common';
import { defineEndpoint } from './endpoint';
import {
  bankPasswordBodySchema,
  bindEmailBodySchema,
  bindPhoneBodySchema,
  changePasswordBodySchema,
  memberAccountSchema,
  memberInfoSchema,
  nicknameBodySchema,
  updateAccountBodySchema,
  vipLevelSchema,
  vipStandingSchema,
} from './profile-schemas';

// The profile group: the member's own data and security (spec section 7, "User and account"):
// info, bindings, passwords, real name, nickname and the VIP levels.

export const profileInfo = defineEndpoint({
  id: 'profile.info',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/info',
  auth: 'member',
  response: memberInfoSchema,
  purpose: 'Profile of the signed-in member',
});

export const profileAccount = defineEndpoint({
  id: 'profile.account',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/account',
  auth: 'member',
  response: memberAccountSchema,
  purpose: 'Security summary: real name, identification, email and mobile bindings',
});

export const profileChangePassword = defineEndpoint({
  id: 'profile.changePassword',
  method: 'POST',
  service: 'root',
  path: '/api/v1/member/change_password',
  auth: 'member',
  body: changePasswordBodySchema,
  response: emptySchema,
  purpose: 'Change the login password (needs a verified email)',
});

export const profileSetPaymentPassword = defineEndpoint({
  id: 'profile.setPaymentPassword',
  method: 'PUT',
  service: 'root',
  path: '/api/v1/member/bank_password',
  auth: 'member',
  body: bankPasswordBodySchema,
  response: emptySchema,
  purpose: 'Set the payment password, or reset it with an email code',
});

export const profileBindEmail = defineEndpoint({
  id: 'profile.bindEmail',
  method: 'PUT',
  service: 'root',
  path: '/api/v1/member/email',
  auth: 'member',
  body: bindEmailBodySchema,
  response: emptySchema,
  purpose: 'Bind or change the email with a one-time code',
});

export const profileBindPhone = defineEndpoint({
  id: 'profile.bindPhone',
  method: 'PUT',
  service: 'root',
  path: '/api/v1/member/phone',
  auth: 'member',
  body: bindPhoneBodySchema,
  response: emptySchema,
  purpose: 'Bind or change the mobile with a one-time code',
});

export const profileRealName = defineEndpoint({
  id: 'profile.realName',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/real_name',
  auth: 'member',
  response: z.object({ real_name: z.string().nullable() }),
  purpose: 'Real name, if set (withdrawal and transfer need it)',
});

export const profileUpdateAccount = defineEndpoint({
  id: 'profile.updateAccount',
  method: 'PUT',
  service: 'root',
  path: '/api/v1/member/account',
  auth: 'member',
  body: updateAccountBodySchema,
  response: emptySchema,
  purpose: 'Set the real name and identification',
});

export const profileSetNickname = defineEndpoint({
  id: 'profile.setNickname',
  method: 'PUT',
  service: 'root',
  path: '/api/v1/member/nickname',
  auth: 'member',
  body: nicknameBodySchema,
  response: emptySchema,
  purpose: 'Change the nickname (at least 6 characters)',
});

export const profileVipLevels = defineEndpoint({
  id: 'profile.vipLevels',
  method: 'GET',
  service: 'root',
  path: '/api/v1/vip',
  auth: 'optional',
  response: z.array(vipLevelSchema),
  purpose: 'VIP levels (bronze to diamond) with their recharge thresholds',
});

export const profileVip = defineEndpoint({
  id: 'profile.vip',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/vip',
  auth: 'member',
  documented: false,
  response: vipStandingSchema,
  purpose: 'VIP level and progress to the next, from completed deposits',
});

/** Every call of the profile group. */
export const profileEndpoints = [
  profileInfo,
  profileAccount,
  profileChangePassword,
  profileSetPaymentPassword,
  profileBindEmail,
  profileBindPhone,
  profileRealName,
  profileUpdateAccount,
  profileSetNickname,
  profileVipLevels,
  profileVip,
] as const;
