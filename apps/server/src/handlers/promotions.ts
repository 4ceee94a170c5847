// Promotions (spec section 7, "Notices, customer, home").
import { promotionSchema, promotionsEndpoints } from '@bet/api/contract/promotions';
import { contentOf } from '../content/content-items.ts';
import { routesOf } from '../http/call.ts';

const promotionRow = promotionSchema.omit({ id: true });

export const promotionsRoutes = routesOf(promotionsEndpoints, {
  'promotions.list': async ({ services, languages }) =>
    (await contentOf(services.db, 'promotion', promotionRow, languages)).map((row) => ({
      id: row.id,
      ...row.data,
    })),
});
