// Promotions (spec section 7, "Notices, customer, home").
import { promotionSchema, promotionsEndpoints } from '@bet/api/contract/promotions';
import { contentOf } from '../content/content-items.ts';
import { joinedPromotions, joinPromotion } from '../content/promotion-members.ts';
import { routesOf } from '../http/call.ts';

const promotionRow = promotionSchema.omit({ id: true });

export const promotionsRoutes = routesOf(promotionsEndpoints, {
  'promotions.list': async ({ services, languages, brand }) =>
    (await contentOf(services.db, brand.id, 'promotion', promotionRow, languages)).map((row) => ({
      id: row.id,
      ...row.data,
    })),
  'promotions.join': async ({ principal, services, body, languages, brand }) => {
    await joinPromotion(
      services.db,
      brand.id,
      principal.memberId,
      body.id,
      services.now(),
      languages,
    );
    return null;
  },
  'promotions.joined': async ({ principal, services, languages, brand }) =>
    joinedPromotions(services.db, brand.id, principal.memberId, languages),
});
