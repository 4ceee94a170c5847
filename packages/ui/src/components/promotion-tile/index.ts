export {
  PromotionTile,
  COMPONENT_ID as PROMOTION_TILE_ID,
  type PromotionTileProps,
} from './promotion-tile';
