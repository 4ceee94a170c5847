import * as z from 'zod';
import { dateTimeSchema, numericIdSchema, pageOf, pageQuerySchema } from './common';
import { defineEndpoint } from './endpoint';

// The notices group: announcements, public notices and private messages (spec section 7,
// "Notices, customer, home").

export const noticeSchema = z.object({
  id: numericIdSchema,
  title: z.string(),
  content: z.string(),
  create_at: dateTimeSchema,
});

export const privateMessageSchema = noticeSchema.extend({ read: z.boolean() });

export const announcementSchema = z.object({ id: numericIdSchema, content: z.string() });

export const noticesAnnouncements = defineEndpoint({
  id: 'notices.announcements',
  method: 'GET',
  service: 'root',
  path: '/api/v1/announcement/list',
  auth: 'optional',
  documented: false,
  response: z.array(announcementSchema),
  purpose: 'Announcements (home marquee and the announcements page)',
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

/** Every call of the notices group. */
export const noticesEndpoints = [
  noticesAnnouncements,
  noticesPublic,
  noticesNotice,
  noticesPrivate,
  noticesSync,
] as const;
