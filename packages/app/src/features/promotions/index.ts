// Public API of the promotions feature.
export { promotionsQueryOptions, usePromotions } from './promotions-query';
