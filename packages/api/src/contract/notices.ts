import * as z from 'zod';
import { dateTimeSchema, numericIdSchema, pageOf, pageQuerySchema } from './common';
import { defineEndpoint } from './endpoint';

// Spec section 7, "Notices, customer, home".

export const noticeSchema = z.object({
  id: numericIdSchema,
  title: z.string(),
  content: z.string(),
  create_at: dateTimeSchema,
});

export const privateMessageSchema = noticeSchema.extend({ read: z.boolean() });

/** Slide show item (spec section 3): pic, name, url (opens in a new tab). */
export const slideSchema = z.object({ pic: z.string(), name: z.string(), url: z.string() });

/** A promotion (the /promotions and /promotions/{id} pages). */
export const promotionSchema = z.object({
  id: numericIdSchema,
  title: z.string(),
  pic: z.string(),
  content: z.string(),
  url: z.string().nullable(),
  start_at: dateTimeSchema.nullable(),
  end_at: dateTimeSchema.nullable(),
});

/** The member's customer manager and how to reach them. */
export const customerSchema = z.object({
  name: z.string(),
  avatar: z.string(),
  contacts: z.array(z.object({ kind: z.string(), value: z.string() })),
});

export const noticesPrivate = defineEndpoint({
  id: 'notices.private',
  method: 'GET',
  service: 'root',
  path: '/api/v1/notice/private',
  auth: 'member',
  query: pageQuerySchema,
  response: pageOf(privateMessageSchema),
  purpose: 'Private messages',
});

export const noticesPublic = defineEndpoint({
  id: 'notices.public',
  method: 'GET',
  service: 'root',
  path: '/api/v1/notice/public',
  auth: 'optional',
  query: pageQuerySchema,
  response: pageOf(noticeSchema),
  purpose: 'Public notices',
});

export const noticesNotice = defineEndpoint({
  id: 'notices.notice',
  method: 'GET',
  service: 'root',
  path: '/api/v1/notice/notice',
  auth: 'optional',
  query: z.object({ id: numericIdSchema }),
  response: noticeSchema,
  purpose: 'One notice or message',
});

export const supportCustomer = defineEndpoint({
  id: 'support.customer',
  method: 'GET',
  service: 'root',
  path: '/api/v1/customer',
  auth: 'member',
  response: customerSchema,
  purpose: "The member's customer manager and contacts",
});

export const noticesSync = defineEndpoint({
  id: 'notices.sync',
  method: 'POST',
  service: 'root',
  path: '/api/v1/messagesync',
  auth: 'member',
  body: z.object({ ids: z.array(numericIdSchema).min(1) }),
  response: z.object({ unread: z.number().int().nonnegative() }),
  purpose: 'Mark private messages read; answers the unread count',
});

export const homeSlideshow = defineEndpoint({
  id: 'home.slideshow',
  method: 'GET',
  service: 'root',
  path: '/api/v1/slideshow',
  auth: 'optional',
  platformHeader: true,
  response: z.array(slideSchema),
  purpose: 'Home carousel',
});

export const homeCopyright = defineEndpoint({
  id: 'home.copyright',
  method: 'GET',
  service: 'root',
  path: '/api/v1/copyright',
  auth: 'optional',
  response: z.object({ text: z.string(), year: z.number().int() }),
  purpose: 'Copyright line of the footer',
});

export const homeAds = defineEndpoint({
  id: 'home.ads',
  method: 'GET',
  service: 'root',
  path: '/api/v1/ad',
  auth: 'optional',
  response: z.array(promotionSchema),
  purpose: 'Promotions',
});

export const noticeEndpoints = [
  noticesPrivate,
  noticesPublic,
  noticesNotice,
  supportCustomer,
  noticesSync,
  homeSlideshow,
  homeCopyright,
  homeAds,
] as const;
