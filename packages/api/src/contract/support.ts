import * as z from 'zod';
import { numericIdSchema } from './common';
import { defineEndpoint } from './endpoint';

// The support group: customer-service channels and the member's customer manager.

export const customerServiceSchema = z.object({
  id: numericIdSchema,
  name: z.string(),
  kind: z.string(),
  url: z.string(),
  icon: z.string(),
});

/** The member's customer manager and how to reach them. */
export const customerSchema = z.object({
  name: z.string(),
  avatar: z.string(),
  contacts: z.array(z.object({ kind: z.string(), value: z.string() })),
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

export const supportCustomer = defineEndpoint({
  id: 'support.customer',
  method: 'GET',
  service: 'root',
  path: '/api/v1/customer',
  auth: 'member',
  response: customerSchema,
  purpose: "The member's customer manager and contacts",
});

/** Every call of the support group. */
export const supportEndpoints = [supportCustomerService, supportCustomer] as const;
