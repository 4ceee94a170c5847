export {
  RacingCarChip,
  COMPONENT_ID as RACING_CAR_CHIP_ID,
  type RacingCarChipProps,
  type RacingCarChipSize,
} from './racing-car-chip';
export {
  isRacingCar,
  RACING_CAR_COLORS,
  type CarColors,
  type RacingCar,
} from './racing-car-colors';
