// Support contacts (spec section 7): the customer manager and the customer-service channels.
import { customerServiceSchema, customerSchema, supportEndpoints } from '@bet/api/contract/support';
import { contentOf } from '../content/content-items.ts';
import { routesOf } from '../http/call.ts';
import { notFound } from '../http/errors.ts';

const customerServiceRow = customerServiceSchema.omit({ id: true });

export const supportRoutes = routesOf(supportEndpoints, {
  'support.customer': async ({ services, languages, brand }) => {
    const manager = (
      await contentOf(services.db, brand.id, 'customer_manager', customerSchema, languages)
    )[0];
    if (!manager) throw notFound('No customer manager configured');
    return manager.data;
  },
  'support.customerService': async ({ services, languages, brand }) =>
    (await contentOf(services.db, brand.id, 'customer_service', customerServiceRow, languages)).map(
      (row) => ({
        id: row.id,
        ...row.data,
      }),
    ),
});
