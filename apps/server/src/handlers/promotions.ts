// Promotions (spec section 7, "Notices, customer, home").
import { promotionSchema, promotionsEndpoints } from '@bet/api/contract/promotions';
import { contentOf } from '../content/content-items.ts';
import { joinedPromotions, joinPromotion } from '../content/promotion-members.ts';
import { routesOf } from '../http/call.ts';

const promotionRow = promotionSchema.omit({ id: true });

export const promotionsRoutes = routesOf(promotionsEndpoints, {
  'promotions.list': async ({ services, languages }) =>
    (await contentOf(services.db, 'promotion', promotionRow, languages)).map((row) => ({
      id: row.id,
      ...row.data,
    })),
  'promotions.join': async ({ principal, services, body, languages }) => {
    await joinPromotion(services.db, principal.memberId, body.id, services.now(), languages);
    return null;
  },
  'promotions.joined': async ({ principal, services, languages }) =>
    joinedPromotions(services.db, principal.memberId, languages),
});
