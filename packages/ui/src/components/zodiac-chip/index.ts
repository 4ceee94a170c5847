export {
  ZodiacChip,
  zodiacBalls,
  COMPONENT_ID as ZODIAC_CHIP_ID,
  type ZodiacChipProps,
} from './zodiac-chip';
