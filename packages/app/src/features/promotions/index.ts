// Public API of the promotions feature.
export { usePromotions } from './promotions-query';
export { JoinedPromotions } from './joined-promotions';
